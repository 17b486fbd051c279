// Column definitions: name, data type and column options (in any order).
#include <array>

#include "frontend/mysql/names.h"
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

namespace {

struct TypeAlias {
  const char* written;    // lower-case type name as written (words joined by one space)
  const char* canonical;  // what the server stores
};

// Synonyms MySQL folds when it stores a column type.
constexpr std::array kTypeAliases = {
    TypeAlias{"integer", "int"},
    TypeAlias{"int4", "int"},
    TypeAlias{"int1", "tinyint"},
    TypeAlias{"int2", "smallint"},
    TypeAlias{"int3", "mediumint"},
    TypeAlias{"middleint", "mediumint"},
    TypeAlias{"int8", "bigint"},
    TypeAlias{"dec", "decimal"},
    TypeAlias{"numeric", "decimal"},
    TypeAlias{"fixed", "decimal"},
    TypeAlias{"real", "double"},
    TypeAlias{"double precision", "double"},
    TypeAlias{"float4", "float"},
    TypeAlias{"float8", "double"},
    TypeAlias{"character", "char"},
    TypeAlias{"nchar", "char"},
    TypeAlias{"national char", "char"},
    TypeAlias{"national character", "char"},
    TypeAlias{"char varying", "varchar"},
    TypeAlias{"character varying", "varchar"},
    TypeAlias{"varcharacter", "varchar"},
    TypeAlias{"nvarchar", "varchar"},
    TypeAlias{"national varchar", "varchar"},
    TypeAlias{"national char varying", "varchar"},
    TypeAlias{"national character varying", "varchar"},
    TypeAlias{"long", "mediumtext"},
    TypeAlias{"long varchar", "mediumtext"},
    TypeAlias{"long varbinary", "mediumblob"},
};

std::string CanonicalTypeName(const std::string& written) {
  for (const auto& alias : kTypeAliases)
    if (written == alias.written) return alias.canonical;
  return written;
}

// The type name's words, lower-cased and joined by single spaces (comments dropped).
std::string TypeNameWords(P::TypeNameContext* ctx) {
  std::string out;
  for (auto* child : ctx->children) {
    if (!out.empty()) out += ' ';
    out += model::ToLower(child->getText());
  }
  return out;
}

// MariaDB: DEFAULT NEXT VALUE FOR s / DEFAULT nextval(s) feeds the column from sequence s.
std::string FeedingSequence(P::DefaultValueContext* ctx) {
  if (auto* name = ctx->tableName()) return WrittenName(name).ToString();
  auto* fn = ctx->timeFunction() ? ctx->timeFunction()->functionCall() : nullptr;
  if (!fn || !model::EqualsIgnoreCase(Name(fn->identifier()), "nextval")) return {};
  std::string out;
  for (auto* child : fn->parenExpr()->children)
    if (child != fn->parenExpr()->children.front() && child != fn->parenExpr()->children.back())
      out += UnquoteIdentifier(child->getText());
  return out;
}

}  // namespace

model::DataType BuildDataType(P::DataTypeContext* ctx) {
  model::DataType type;
  std::vector<P::TypeAttributeContext*> attributes;
  if (auto* e = dynamic_cast<P::EnumTypeContext*>(ctx)) {
    type.name = e->ENUM() ? "enum" : "set";
    for (auto* value : e->textLiteral()) type.values.push_back(StringValue(value));
    attributes = e->typeAttribute();
  } else {
    auto* s = static_cast<P::SimpleTypeContext*>(ctx);
    std::string written = TypeNameWords(s->typeName());
    type.name = CanonicalTypeName(written);
    if (auto* args = s->typeArguments())
      for (auto* arg : args->typeArgument()) type.args.push_back(arg->getText());
    if (written == "bool" || written == "boolean") {  // stored as tinyint(1)
      type.name = "tinyint";
      type.args = {"1"};
    } else if (written == "serial") {
      type.name = "bigint";
      type.is_unsigned = true;
    }
    if (written.starts_with("national") || written == "nchar" || written == "nvarchar") type.charset = "utf8mb3";
    attributes = s->typeAttribute();
  }
  for (auto* attr : attributes) {
    if (attr->UNSIGNED()) type.is_unsigned = true;
    if (attr->ZEROFILL()) type.zerofill = type.is_unsigned = true;  // ZEROFILL implies UNSIGNED
  }
  return type;
}

namespace {

// MariaDB system versioning: GENERATED ALWAYS AS ROW START / ROW END. The server fills these
// columns; the model keeps them as ordinary columns.
void ApplyRowPeriod(Context& c, model::Column& col, P::RowPeriodOptionContext* o) {
  std::string row = model::ToUpper(Name(o->identifier(0))), edge = model::ToUpper(Name(o->identifier(1)));
  if (row != "ROW" || (edge != "START" && edge != "END")) {
    c.schema.diagnostics.Error(model::codes::kSyntaxError, c.Loc(o),
                               "syntax error: GENERATED ALWAYS AS must be followed by (expression) or ROW START / "
                               "ROW END, not '" +
                                   SourceText(o->identifier(0)) + " " + SourceText(o->identifier(1)) + "'");
    return;
  }
  c.Note(model::codes::kIgnoredClause, o,
         "column '" + col.name + "' is the ROW " + edge +
             " of MariaDB system versioning: kept as an ordinary column, its history is not modelled");
}

// Applies one column option to the column (or records an inline key for later).
void ApplyColumnOption(Context& c, model::Column& col, InlineKeys& keys, P::ColumnOptionContext* opt) {
  if (auto* o = dynamic_cast<P::NullOptionContext*>(opt)) {
    col.nullable = o->NOT() == nullptr;
  } else if (auto* o = dynamic_cast<P::DefaultOptionContext*>(opt)) {
    col.default_value = SourceText(o->defaultValue());
    col.sequence = FeedingSequence(o->defaultValue());
    if (!col.sequence.empty()) col.auto_increment = true;
  } else if (dynamic_cast<P::AutoIncrementOptionContext*>(opt)) {
    col.auto_increment = true;
  } else if (dynamic_cast<P::SerialDefaultOptionContext*>(opt)) {  // NOT NULL AUTO_INCREMENT UNIQUE
    col.nullable = false;
    col.auto_increment = true;
    keys.unique = true;
  } else if (dynamic_cast<P::PrimaryKeyOptionContext*>(opt)) {  // bare KEY also means PRIMARY KEY
    keys.primary = true;
  } else if (dynamic_cast<P::UniqueOptionContext*>(opt)) {
    keys.unique = true;
  } else if (auto* o = dynamic_cast<P::CommentOptionContext*>(opt)) {
    col.comment = StringValue(o->textLiteral());
  } else if (auto* o = dynamic_cast<P::CollateOptionContext*>(opt)) {
    col.type.collation = CharsetName(o->charsetName());
  } else if (auto* o = dynamic_cast<P::CharsetOptionContext*>(opt)) {
    col.type.charset = CharsetName(o->charsetName());
  } else if (auto* o = dynamic_cast<P::OnUpdateOptionContext*>(opt)) {
    col.on_update = SourceText(o->timeFunction());
  } else if (auto* o = dynamic_cast<P::GeneratedOptionContext*>(opt)) {
    col.generated = model::GeneratedColumn{InnerText(o->parenExpr()), o->STORED() || o->PERSISTENT()};
  } else if (auto* o = dynamic_cast<P::ReferencesOptionContext*>(opt)) {
    model::ForeignKey fk = BuildReference(c, o->referenceDefinition());
    fk.columns = {col.name};
    fk.location = c.Loc(opt);
    keys.foreign_keys.push_back(std::move(fk));
  } else if (auto* o = dynamic_cast<P::CheckOptionContext*>(opt)) {
    model::Check check = BuildCheck(c, o->checkClause(), opt);
    if (auto* name = o->constraintName()) check.name = Name(name->identifier());
    keys.checks.push_back(std::move(check));
  } else if (auto* o = dynamic_cast<P::RowPeriodOptionContext*>(opt)) {
    ApplyRowPeriod(c, col, o);
  } else if (dynamic_cast<P::InvisibleOptionContext*>(opt)) {
    col.hidden = true;  // Spanner HIDDEN: left out of SELECT *, as INVISIBLE is
  } else if (auto* o = dynamic_cast<P::IgnoredColumnOptionContext*>(opt); o && o->VERSIONING()) {
    c.Note(model::codes::kIgnoredClause, opt, "system versioning of column '" + col.name + "' is not modelled");
  }
  // ignoredColumnOption: storage details (COLUMN_FORMAT, STORAGE, SRID, ...) with no Spanner meaning.
}

}  // namespace

model::Column BuildColumn(Context& c, P::ColumnDefinitionContext* ctx, InlineKeys& keys) {
  model::Column col;
  col.name = Name(ctx->identifier());
  col.type = BuildDataType(ctx->dataType());
  col.declared_type = SourceText(ctx->dataType());
  col.location = c.Loc(ctx);
  keys.where = ctx;
  if (auto* s = dynamic_cast<P::SimpleTypeContext*>(ctx->dataType());
      s && model::EqualsIgnoreCase(s->typeName()->getText(), "serial")) {
    col.nullable = false;  // SERIAL = BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE
    col.auto_increment = true;
    keys.unique = true;
  }
  for (auto* opt : ctx->columnOption()) ApplyColumnOption(c, col, keys, opt);
  return col;
}

void AddInlineKeys(Context& c, model::Table& table, const std::string& column, InlineKeys& keys) {
  std::vector<model::KeyPart> parts(1);
  parts[0].column = column;
  if (keys.primary) SetPrimaryKey(c, table, model::PrimaryKey{"PRIMARY", parts, c.Loc(keys.where)}, keys.where);
  if (keys.unique) {
    model::Index index;
    index.unique = index.is_constraint = true;
    index.parts = parts;
    index.location = c.Loc(keys.where);
    index.name = GeneratedIndexName(table, parts);
    AddIndex(c, table, std::move(index), keys.where);
  }
  for (auto& fk : keys.foreign_keys) AddForeignKey(table, std::move(fk));
  for (auto& check : keys.checks) AddCheck(table, std::move(check));
}

}  // namespace spanlift::frontend::mysql
