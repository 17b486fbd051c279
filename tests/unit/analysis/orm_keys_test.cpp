// ORM-shaped hierarchies: which parent's key is renamed, which children are keyed (parent_id, id)
// and interleaved, and why the others are not. One row per case: SQL in, the plans out as text.
#include "analysis/orm_keys.h"

#include <gtest/gtest.h>

#include "unit/support/converted_schema.h"

namespace spanlift::analysis {
namespace {

using model::Dialect;

// "parent:new_key[child(key, ...) ...]{not done tables}" per plan, in plan order.
std::string Summary(const std::vector<OrmPlan>& plans) {
  std::string out;
  for (const auto& p : plans) {
    out += p.parent->name + ":" + p.new_key + "[";
    for (const auto& c : p.children) {
      out += c.table->name + "(";
      for (size_t i = 0; i < c.key.size(); ++i) out += (i ? "," : "") + c.key[i];
      out += ")";
    }
    out += "]{";
    for (const auto& n : p.not_done) out += n.substr(0, n.find(':')) + ";";
    out += "} ";
  }
  return out;
}

struct Row {
  const char* what;
  const char* sql;
  const char* plans;
};

#define USERS "CREATE TABLE users (id bigint PRIMARY KEY);"
const Row kRows[] = {
    {"one child", USERS "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users);",
     "users:user_id[posts(user_id,id)]{} "},
    {"a nullable reference is no owner",
     USERS "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint REFERENCES users);", ""},
    {"different types", USERS "CREATE TABLE posts (id bigint PRIMARY KEY, user_id text NOT NULL REFERENCES users);",
     ""},
    {"the child's key already holds the column",
     "CREATE TABLE orders (id bigint PRIMARY KEY);"
     "CREATE TABLE order_items (order_id bigint NOT NULL REFERENCES orders, line int, PRIMARY KEY (line, order_id));",
     "orders:order_id[order_items(order_id,line)]{} "},
    {"a role name is no key name",
     USERS "CREATE TABLE teams (id bigint PRIMARY KEY, owner_id bigint NOT NULL REFERENCES users);",
     "users:[]{teams;} "},
    {"the parent has the column already",
     "CREATE TABLE videos (id bigint PRIMARY KEY, video_id text);"
     "CREATE TABLE views (id bigint PRIMARY KEY, video_id bigint NOT NULL REFERENCES videos);",
     "videos:video_id[]{views;} "},
    {"the key in a check",
     "CREATE TABLE users (id bigint PRIMARY KEY CHECK (id > 0));"
     "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users);",
     "users:user_id[]{posts;} "},
    {"the conventional name wins over a role",
     USERS
     "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users);"
     "CREATE TABLE comments (id bigint PRIMARY KEY, author_id bigint NOT NULL REFERENCES users, post_id bigint NOT NULL REFERENCES posts);",
     "users:[]{posts;} posts:post_id[comments(post_id,id)]{} "},
    {"ON DELETE CASCADE names the owner",
     USERS "CREATE TABLE posts (id bigint PRIMARY KEY);"
           "CREATE TABLE likes (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,"
           " post_id bigint NOT NULL REFERENCES posts);",
     "users:user_id[likes(user_id,id)]{} "},
    {"the most specific owner: the parent fewer tables reference",
     USERS
     "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint REFERENCES users);"
     "CREATE TABLE comments (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users, post_id bigint NOT NULL REFERENCES posts);"
     "CREATE TABLE sessions (id bigint PRIMARY KEY, user_id bigint REFERENCES users);",
     "posts:post_id[comments(post_id,id)]{} "},
    {"the parent the child is named after",
     "CREATE TABLE posts (id bigint PRIMARY KEY); CREATE TABLE tags (id bigint PRIMARY KEY);"
     "CREATE TABLE comments (id bigint PRIMARY KEY, post_id bigint REFERENCES posts);"
     "CREATE TABLE posts_tags (id bigint PRIMARY KEY, post_id bigint NOT NULL REFERENCES posts, tag_id bigint NOT NULL REFERENCES tags);",
     "posts:post_id[posts_tags(post_id,id)]{} "},
    {"two owners alike",
     "CREATE TABLE a (id bigint PRIMARY KEY); CREATE TABLE b (id bigint PRIMARY KEY);"
     "CREATE TABLE ab (id bigint PRIMARY KEY, a_id bigint NOT NULL REFERENCES a, b_id bigint NOT NULL REFERENCES b);",
     "a:[]{ab;} "},
    {"a chain: the closest owner wins, the second level is reported",
     USERS "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users);"
           "CREATE TABLE comments (id bigint PRIMARY KEY, post_id bigint NOT NULL REFERENCES posts);",
     "users:[]{posts;} posts:post_id[comments(post_id,id)]{} "},
    {"a cycle",
     "CREATE TABLE a (id bigint PRIMARY KEY, b_id bigint NOT NULL); CREATE TABLE b (id bigint PRIMARY KEY, a_id bigint NOT NULL REFERENCES a);"
     "ALTER TABLE a ADD FOREIGN KEY (b_id) REFERENCES b;",
     "a:a_id[b(a_id,id)]{} b:[]{a;} "},
    {"a key not named id is no ORM shape (the same-name rule suggests the child's rename)",
     "CREATE TABLE orders (order_no bigint PRIMARY KEY);"
     "CREATE TABLE items (id bigint PRIMARY KEY, order_ref bigint NOT NULL REFERENCES orders);",
     ""},
    {"PascalCase",
     "CREATE TABLE \"Users\" (\"Id\" bigint PRIMARY KEY);"
     "CREATE TABLE \"Posts\" (\"Id\" bigint PRIMARY KEY, \"UserId\" bigint NOT NULL REFERENCES \"Users\");",
     "Users:UserId[Posts(UserId,Id)]{} "},
    {"a child the same-name rule interleaves stays with that parent",
     "CREATE TABLE events (event_id text PRIMARY KEY); CREATE TABLE tokens (id bigint PRIMARY KEY);"
     "CREATE TABLE event_tokens (event_id text PRIMARY KEY REFERENCES events, token_id bigint NOT NULL REFERENCES tokens);",
     ""},
    {"a self-reference follows, it is no child",
     "CREATE TABLE posts (id bigint PRIMARY KEY, parent_id bigint NOT NULL REFERENCES posts);", ""},
    {"a composite parent key is left to the same-name rule",
     "CREATE TABLE p (a bigint, b bigint, PRIMARY KEY (a, b));"
     "CREATE TABLE c (id bigint PRIMARY KEY, p_a bigint NOT NULL, p_b bigint NOT NULL, FOREIGN KEY (p_a, p_b) REFERENCES p);",
     ""},
    {"Django app_model names",
     "CREATE TABLE blog_post (id bigint PRIMARY KEY);"
     "CREATE TABLE blog_comment (id bigint PRIMARY KEY, post_id bigint NOT NULL REFERENCES blog_post DEFERRABLE INITIALLY DEFERRED);",
     "blog_post:post_id[blog_comment(post_id,id)]{} "},
};

TEST(OrmKeys, Plans) {
  for (const auto& row : kRows) {
    auto converted = testing::ConvertSql(row.sql, Dialect::kPostgres);
    EXPECT_EQ(Summary(PlanOrmKeys(converted->result.schema)), row.plans) << row.what;
  }
}

TEST(OrmKeys, AFollowerKeepsItsColumnAndFollowsTheRename) {
  auto converted =
      testing::ConvertSql(USERS
                          "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users,"
                          " editor_id bigint REFERENCES users);",
                          Dialect::kPostgres);
  auto plans = PlanOrmKeys(converted->result.schema);
  ASSERT_EQ(plans.size(), 1u);
  EXPECT_EQ(
      OrmPlanText(plans[0]),
      "users keyed (user_id) on Spanner, its key column id renamed user_id; posts keyed (user_id, id) (was (id)), "
      "INTERLEAVE IN PARENT users; foreign keys that follow to users (user_id): posts.user_id, posts.editor_id");
}

TEST(OrmKeys, DetectsTheOrmAndSpeaksItsLanguage) {
  struct Case {
    const char* sql;
    Orm orm;
    const char* says;
  };
  const Case cases[] = {
      {"CREATE TABLE schema_migrations (version varchar PRIMARY KEY);", Orm::kRails, "self.primary_key = \"user_id\""},
      {"CREATE TABLE ar_internal_metadata (key varchar PRIMARY KEY);", Orm::kRails, "self.primary_key = \"user_id\""},
      {"CREATE TABLE schema_migrations (version bigint PRIMARY KEY, inserted_at timestamp);", Orm::kEcto,
       "@primary_key {:user_id, :id, autogenerate: true}"},
      {"CREATE TABLE django_migrations (id bigint PRIMARY KEY);", Orm::kDjango,
       "id = models.BigAutoField(primary_key=True, db_column=\"user_id\")"},
      {"CREATE TABLE migrations (id int PRIMARY KEY, migration varchar, batch int);", Orm::kLaravel,
       "protected $primaryKey = 'user_id'"},
      {"CREATE TABLE migrations (id int PRIMARY KEY);", Orm::kUnknown, "the application's model of users"},
  };
  for (const auto& c : cases) {
    auto converted =
        testing::ConvertSql(std::string(c.sql) + USERS +
                                "CREATE TABLE posts (id bigint PRIMARY KEY, user_id bigint NOT NULL REFERENCES users);",
                            Dialect::kPostgres);
    EXPECT_EQ(DetectOrm(converted->result.schema), c.orm) << c.sql;
    auto plans = PlanOrmKeys(converted->result.schema);
    ASSERT_EQ(plans.size(), 1u) << c.sql;
    std::string says = OrmApplicationText(plans[0], c.orm, &converted->source);
    EXPECT_NE(says.find(c.says), std::string::npos) << says;
  }
}

}  // namespace
}  // namespace spanlift::analysis
