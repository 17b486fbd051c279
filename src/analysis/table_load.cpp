#include "analysis/table_load.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "analysis/classification.h"
#include "analysis/schema_facts.h"

namespace spanlift::analysis {

const char* LoadName(Load load) {
  switch (load) {
    case Load::kBusy: return "busy";
    case Load::kQuiet: return "quiet";
    case Load::kUnknown: break;
  }
  return "unknown";
}

namespace {

bool OneOf(std::string_view word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

// Tables frameworks keep for themselves: a row per migration or a handful of settings.
bool Bookkeeping(const std::string& name) {
  std::string n = model::ToLower(name);
  return OneOf(n, {"schema_migrations",     "ar_internal_metadata",
                   "django_migrations",     "migrations",
                   "flyway_schema_history", "doctrine_migration_versions",
                   "knex_migrations",       "knex_migrations_lock",
                   "_prisma_migrations",    "sequelizemeta",
                   "alembic_version",       "goose_db_version",
                   "schema_version",        "schema_versions",
                   "__efmigrationshistory", "databasechangelog",
                   "databasechangeloglock", "phinxlog",
                   "migration_versions",    "db_version",
                   "version_info"});
}

// The head noun of a table name ("order_statuses" -> "statuses", "OrderStatus" -> "status").
std::string HeadWord(const std::string& name) {
  std::vector<std::string> words = NameWords(name);
  return words.empty() ? std::string() : words.back();
}

bool ReferenceName(const std::string& name) {
  std::string w = HeadWord(name);
  if (w.size() > 3 && w.back() == 's') w.pop_back();
  if (w.size() > 3 && w.ends_with("ie")) w = w.substr(0, w.size() - 2) + "y";
  return OneOf(
      w, {"type",        "status",    "statuse",    "kind",    "category",      "country",    "currency",   "language",
          "lang",        "locale",    "setting",    "config",  "configuration", "option",     "permission", "role",
          "translation", "i18n",      "template",   "zone",    "unit",          "tax",        "region",     "genre",
          "level",       "priority",  "plan",       "feature", "timezone",      "format",     "mode",       "method",
          "reason",      "code",      "lookup",     "ref",     "reference",     "preference", "parameter",  "param",
          "property",    "attribute", "definition", "rule",    "policy",        "scope",      "carrier",    "shipping",
          "module",      "hook",      "tab",        "menu",    "theme",         "layout",     "widget",     "page",
          "meta_data"});
}

bool LogName(const std::string& name) {
  for (const std::string& w : NameWords(name))
    if (OneOf(w,
              {"log",      "logs",       "event",   "events",   "history",      "histories",     "audit",    "audits",
               "activity", "activities", "message", "messages", "notification", "notifications", "job",      "jobs",
               "queue",    "queued",     "session", "sessions", "visit",        "visits",        "click",    "clicks",
               "metric",   "metrics",    "trace",   "traces",   "alert",        "alerts",        "attempt",  "attempts",
               "journal",  "ledger",     "stream",  "streams",  "outbox",       "inbox",         "feed",     "timeline",
               "tracking", "analytics",  "stats",   "changes",  "changelog",    "pageview",      "pageviews"}))
      return true;
  return false;
}

}  // namespace

const model::Column* InsertTime(const model::Table& t) {
  for (const auto& c : t.columns) {
    if (!IsTemporalType(c)) continue;
    std::string d = c.default_value ? model::ToLower(*c.default_value) : std::string();
    bool now = c.allow_commit_timestamp || d.find("now()") != std::string::npos ||
               d.find("current_timestamp") != std::string::npos ||
               d.find("pending_commit_timestamp") != std::string::npos;
    bool named = false;
    for (const std::string& w : NameWords(c.name))
      named |= OneOf(w, {"created", "creation", "inserted", "logged", "occurred", "recorded", "received", "sent",
                         "added", "add", "timestamp", "ts"});
    if (now || named) return &c;
  }
  return nullptr;
}

namespace {

// A string column unique on its own: a code or a name, what reference data is looked up by.
bool CodeOrNameUnique(const model::Table& t) {
  auto string_column = [&](const std::string& name) {
    const model::Column* c = t.FindColumn(name);
    return c && IsStringType(*c);
  };
  if (t.primary_key && t.primary_key->parts.size() == 1 && string_column(t.primary_key->parts[0].column)) return true;
  for (const auto& i : t.indexes)
    if (i.unique && i.parts.size() == 1 && string_column(i.parts[0].column)) return true;
  return false;
}

std::string Rows(uint64_t n) { return fmt::format("{:L}", n); }

std::optional<LoadAssessment> ByRows(const AnalysisContext& ctx, const model::Table& source) {
  uint64_t largest = ctx.facts().largest_table_rows;
  if (largest < kRowsThatSpeak || !source.data) return std::nullopt;
  uint64_t rows = source.data->rows;
  std::string where = source.data->origin == "live" ? " rows in the database, " : " rows in the file, ";
  std::string versus = Rows(rows) + where + Rows(largest) + " in its largest table";
  if (rows >= kRowsThatSpeak && rows * 100 >= largest) return LoadAssessment{Load::kBusy, versus, true};
  if (rows < kRowsThatSpeak && rows * 10 < largest) return LoadAssessment{Load::kQuiet, "only " + versus, true};
  return std::nullopt;
}

// Rows in the file that decide nothing, said so that a message never calls them absent. Not the
// largest table's count: an edit of another table would change this table's text.
std::string TooFewRows(const model::Table& source) {
  if (!source.data) return "";
  const uint64_t rows = source.data->rows;
  std::string text = Rows(rows) + (rows == 1 ? " row" : " rows") +
                     (source.data->origin == "live" ? " in the database" : " in the file");
  return rows < kRowsThatSpeak ? "only " + text + ", under the " + Rows(kRowsThatSpeak) + " that tell a table's load"
                               : text + ", under 1% of the largest table's";
}

// A live database's own counters (docs/live.md): writes it counted, or none in the whole window.
std::optional<LoadAssessment> ByLiveCounts(const model::Table& source) {
  if (!source.data || source.data->origin != "live" || !source.data->inserts) return std::nullopt;
  const model::TableData& d = *source.data;
  std::string window = d.window_seconds ? fmt::format(" in {:.0f} s of statistics", *d.window_seconds) : std::string();
  if (d.CountedNoWrites())
    return LoadAssessment{Load::kQuiet, "the live database counted no insert or update" + window, true};
  if (*d.inserts >= kRowsThatSpeak)
    return LoadAssessment{Load::kBusy, fmt::format("the live database counted {} inserts{}", Rows(*d.inserts), window),
                          true};
  return std::nullopt;
}

std::optional<LoadAssessment> ByShape(const AnalysisContext& ctx, const model::Table& table,
                                      const model::Table& source) {
  const model::Column* created = InsertTime(source);
  size_t referencing = ctx.facts().Referencing(table.name);
  if (created && LogName(source.name))
    return LoadAssessment{Load::kBusy, "a log-like table with an insert-time timestamp (" + created->name + ")", false};
  if (created && !ctx.facts().StampsEveryTable()) return std::nullopt;
  // What the timestamp says: nothing when every table has one. (No counts in the text: an edit of
  // another table would change this table's.)
  const std::string stamp = created ? created->name +
                                          ", an insert-time timestamp as nearly every table of the schema has: the "
                                          "framework's convention"
                                    : "no insert-time timestamp";
  if (referencing >= 2 && source.columns.size() <= 6 && CodeOrNameUnique(source))
    return LoadAssessment{Load::kQuiet,
                          fmt::format("reference data: referred to by {} tables, {} columns, a code or name unique "
                                      "on its own, {}",
                                      referencing, source.columns.size(), stamp),
                          false};
  if (ReferenceName(source.name))
    return LoadAssessment{Load::kQuiet, "reference or configuration data by its name, with " + stamp, false};
  return std::nullopt;
}

}  // namespace

LoadAssessment AssessLoad(const AnalysisContext& ctx, const model::Table& table) {
  const model::Table* origin = ctx.SourceTable(table);
  const model::Table& source = origin ? *origin : table;
  if (Bookkeeping(source.name)) return {Load::kQuiet, "a framework's bookkeeping table", false};
  if (auto counted = ByLiveCounts(source)) return *counted;
  if (auto rows = ByRows(ctx, source)) return *rows;
  if (auto shape = ByShape(ctx, table, source)) return *shape;
  return {Load::kUnknown, TooFewRows(source), false};
}

}  // namespace spanlift::analysis
