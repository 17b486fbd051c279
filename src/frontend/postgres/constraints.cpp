// Column options and table constraints, shared by CREATE TABLE and ALTER TABLE, with the names
// PostgreSQL generates for unnamed constraints.
#include <set>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

std::string ReferenceAction(P::ReferenceActionContext* ctx) {
  if (ctx->CASCADE()) return "CASCADE";
  if (ctx->RESTRICT()) return "RESTRICT";
  if (ctx->NO()) return "NO ACTION";
  return ctx->NULL_() ? "SET NULL" : "SET DEFAULT";
}

void ApplyReferenceOptions(const std::vector<P::ReferenceOptionContext*>& options, model::ForeignKey& fk) {
  for (auto* opt : options) {
    if (auto* m = As<P::MatchOptionContext>(opt)) {
      fk.match = model::ToUpper(m->children.back()->getText());
    } else if (auto* d = As<P::OnDeleteOptionContext>(opt)) {
      fk.on_delete = ReferenceAction(d->referenceAction());
    } else if (auto* u = As<P::OnUpdateOptionContext>(opt)) {
      fk.on_update = ReferenceAction(u->referenceAction());
    }
  }
}

model::ForeignKey MakeForeignKey(std::string name, std::vector<std::string> columns, P::QualifiedNameContext* ref,
                                 P::ColumnNameListContext* ref_columns,
                                 const std::vector<P::ReferenceOptionContext*>& options, const model::Table& table,
                                 Context& cx, antlr4::ParserRuleContext* at) {
  model::ForeignKey fk;
  if (name.empty()) name = ChooseConstraintName(cx.schema(), table.schema, table.name, NameAddition(columns), "fkey");
  fk.name = std::move(name);
  fk.columns = std::move(columns);
  QualifiedName target = cx.Resolve(ref);
  fk.ref_schema = target.schema;
  fk.ref_table = target.name;
  fk.ref_columns = ColumnNames(ref_columns);
  ApplyReferenceOptions(options, fk);
  fk.location = cx.Loc(at);
  return fk;
}

// CHECK names: "<table>_<col>_check" when the expression uses exactly one column, as
// PostgreSQL decides it (AddRelationNewConstraints), else "<table>_check".
std::string CheckColumn(antlr4::tree::ParseTree* tree, const model::Table& table) {
  std::set<std::string> used;
  std::vector<antlr4::tree::ParseTree*> stack{tree};
  while (!stack.empty()) {
    auto* node = stack.back();
    stack.pop_back();
    if (auto* term = dynamic_cast<antlr4::tree::TerminalNode*>(node)) {
      auto* tok = term->getSymbol();
      std::string text = tok->getText();
      if (tok->getType() == P::QUOTED_IDENTIFIER) {
        text = text.substr(1, text.size() - 2);
      } else if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_')) {
        continue;
      } else {
        text = model::ToLower(text);
      }
      for (const auto& c : table.columns)
        if (c.name == text) used.insert(text);
      continue;
    }
    for (auto* child : node->children) stack.push_back(child);
  }
  return used.size() == 1 ? *used.begin() : std::string();
}

model::Check MakeCheck(std::string name, P::ExprContext* expr, std::string_view column, const model::Table& table,
                       Context& cx, antlr4::ParserRuleContext* at) {
  model::Check check;
  if (name.empty()) {
    std::string col = column.empty() ? CheckColumn(expr, table) : std::string(column);
    name = ChooseConstraintName(cx.schema(), table.schema, table.name, col, "check");
  }
  check.name = std::move(name);
  check.expression = ExprText(expr);
  check.location = cx.Loc(at);
  return check;
}

void SetPrimaryKey(model::Table& table, std::string name, const std::vector<std::string>& columns, Context& cx,
                   antlr4::ParserRuleContext* at) {
  if (table.primary_key) {
    cx.schema().diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(at),
                                    "table " + table.name + " already has a primary key");
    return;
  }
  if (name.empty()) name = ChooseRelationName(cx.schema(), table.schema, table.name, "", "pkey", true);
  model::PrimaryKey pk;
  pk.name = std::move(name);
  pk.location = cx.Loc(at);
  for (const auto& col : columns) {
    model::KeyPart part;
    part.column = col;
    pk.parts.push_back(part);
    if (model::Column* c = table.FindColumn(col)) c->nullable = false;  // a PK implies NOT NULL
  }
  table.primary_key = std::move(pk);
}

void AddUnique(model::Table& table, std::string name, const std::vector<std::string>& columns,
               P::IndexParametersContext* params, Context& cx, antlr4::ParserRuleContext* at) {
  if (name.empty())
    name = ChooseRelationName(cx.schema(), table.schema, table.name, NameAddition(columns), "key", true);
  model::Index index;
  index.name = std::move(name);
  index.unique = true;
  index.is_constraint = true;
  for (const auto& col : columns) {
    model::KeyPart part;
    part.column = col;
    index.parts.push_back(part);
  }
  if (params && params->INCLUDE()) index.include = ColumnNames(params->columnNameList());
  index.location = cx.Loc(at);
  table.indexes.push_back(std::move(index));
}

// EXCLUDE (a WITH =, b WITH =): no two rows equal on every element, which is uniqueness under
// another name (NULLs never conflict, as in a UNIQUE constraint). The columns, or none when an
// element is an expression or another operator (&& on ranges is a real exclusion).
std::vector<std::string> EqualityColumns(P::ExcludeTableConstraintContext* ctx) {
  std::vector<std::string> columns;
  std::vector<std::string> element;
  auto take = [&]() {
    bool plain = element.size() == 3 && model::EqualsIgnoreCase(element[1], "WITH") && element[2] == "=";
    if (plain) columns.push_back(NameText(element[0]));
    element.clear();
    return plain;
  };
  for (auto* part : ctx->balanced()) {
    std::string text = part->getText();
    if (text != ",") {
      element.push_back(std::move(text));
    } else if (!take()) {
      return {};
    }
  }
  if (!take()) return {};
  return columns;
}

// PRIMARY KEY / UNIQUE USING INDEX idx: the index becomes the constraint (and takes its name).
void ConstraintUsingIndex(P::ConstraintUsingIndexContext* ctx, std::string name, model::Table& table, Context& cx) {
  std::string index_name = Identifier(ctx->identifier());
  auto it = std::find_if(table.indexes.begin(), table.indexes.end(),
                         [&](const model::Index& i) { return i.name == index_name; });
  if (it == table.indexes.end()) {
    cx.UnknownObject(ctx, "USING INDEX refers to unknown index " + index_name + " of " + table.name);
    return;
  }
  if (name.empty()) name = index_name;
  if (ctx->PRIMARY()) {
    std::vector<std::string> columns;
    for (const auto& p : it->parts) columns.push_back(p.column);
    table.indexes.erase(it);
    SetPrimaryKey(table, name, columns, cx, ctx);
    return;
  }
  it->name = std::move(name);
  it->is_constraint = true;
}

}  // namespace

void ApplyColumnOption(P::ColumnOptionContext* ctx, model::Table& table, model::Column& column, Context& cx) {
  if (ctx->COLLATE()) {
    std::vector<std::string> parts = NameParts(ctx->qualifiedName());
    column.type.collation = parts.back();
    return;
  }
  auto* constraint = ctx->columnConstraint();
  if (!constraint) return;  // COMPRESSION, STORAGE, deferrability (handled by the caller)
  std::string name = ctx->identifier() ? Identifier(ctx->identifier()) : std::string();
  const std::vector<std::string> self{column.name};
  if (As<P::NotNullConstraintContext>(constraint)) {
    column.nullable = false;
  } else if (As<P::NullConstraintContext>(constraint)) {
    column.nullable = true;
  } else if (auto* d = As<P::DefaultConstraintContext>(constraint)) {
    SetColumnDefault(d->defaultExpr(), column, cx);
  } else if (auto* pk = As<P::PrimaryKeyColumnConstraintContext>(constraint)) {
    column.nullable = false;
    SetPrimaryKey(table, name, self, cx, pk);
  } else if (auto* u = As<P::UniqueColumnConstraintContext>(constraint)) {
    AddUnique(table, name, self, u->indexParameters(), cx, u);
  } else if (auto* c = As<P::CheckColumnConstraintContext>(constraint)) {
    table.checks.push_back(MakeCheck(name, c->expr(), column.name, table, cx, c));
  } else if (auto* r = As<P::ReferencesConstraintContext>(constraint)) {
    table.foreign_keys.push_back(
        MakeForeignKey(name, self, r->qualifiedName(), r->columnNameList(), r->referenceOption(), table, cx, r));
  } else if (auto* g = As<P::GeneratedConstraintContext>(constraint)) {
    column.generated = model::GeneratedColumn{ExprText(g->expr()), g->STORED() != nullptr};
  } else if (auto* id = As<P::IdentityConstraintContext>(constraint)) {
    model::Identity identity;
    identity.always = id->ALWAYS() != nullptr;
    column.identity = identity;
    AttachSequence(table, column, column.type.name, nullptr, cx, id->sequenceOption());
  }
}

void SetColumnDefault(P::DefaultExprContext* expr, model::Column& column, Context& cx) {
  column.default_value = ExprText(expr);
  std::string seq = NextvalSequence(*column.default_value);
  if (seq.empty()) return;
  std::vector<std::string> parts = SplitNameText(seq);
  column.auto_increment = true;
  column.sequence = (parts.size() >= 2 ? parts[parts.size() - 2] : cx.schema().default_schema) + "." + parts.back();
}

void AttachSequence(model::Table& table, model::Column& column, const std::string& data_type,
                    const QualifiedName* given_name, Context& cx,
                    const std::vector<P::SequenceOptionContext*>& options) {
  QualifiedName name;
  for (auto* opt : options)  // SEQUENCE NAME s inside an identity's options
    if (auto* n = As<P::SeqNameContext>(opt)) name = cx.Resolve(n->qualifiedName());
  if (given_name) name = *given_name;
  if (name.name.empty()) {
    name.schema = table.schema;
    name.name = ChooseRelationName(cx.schema(), table.schema, table.name, column.name, "seq", false);
  }
  model::Sequence* seq = cx.schema().FindSequence(name.schema, name.name);
  if (!seq) {
    model::Sequence fresh;
    fresh.schema = name.schema;
    fresh.name = name.name;
    fresh.data_type = data_type;
    fresh.location = column.location;
    cx.schema().sequences.push_back(std::move(fresh));
    seq = &cx.schema().sequences.back();
  }
  seq->owned_by_table = table.schema + "." + table.name;
  seq->owned_by_column = column.name;
  for (auto* opt : options) ApplySequenceOption(opt, *seq, cx);
  column.auto_increment = true;
  column.sequence = seq->schema + "." + seq->name;
  if (column.identity) {
    column.identity->start = seq->start;
    column.identity->increment = seq->increment;
  }
}

model::Column BuildColumn(P::ColumnDefContext* ctx, model::Table& table, Context& cx) {
  model::Column column;
  column.name = Identifier(ctx->identifier());
  column.declared_type = ExprText(ctx->typeName());
  column.type = ConvertType(ctx->typeName(), cx);
  column.location = cx.Loc(ctx);
  auto* named = As<P::NamedTypeContext>(ctx->typeName()->simpleTypeName());
  std::string serial = named && !ctx->typeName()->arrayBounds() && named->qualifiedName()->columnLabel().empty()
                           ? SerialBase(named->qualifiedName()->getText())
                           : std::string();
  if (!serial.empty()) {
    column.nullable = false;  // serial implies NOT NULL
    AttachSequence(table, column, serial, nullptr, cx);
  }
  size_t fks_before = table.foreign_keys.size();
  for (auto* opt : ctx->columnOption()) {
    ApplyColumnOption(opt, table, column, cx);
    // DEFERRABLE after an inline REFERENCES applies to that foreign key.
    if (auto* attr = opt->constraintAttribute(); attr && attr->DEFERRABLE() && table.foreign_keys.size() > fks_before)
      table.foreign_keys.back().deferrable = attr->NOT() == nullptr;
  }
  return column;
}

void ApplyTableConstraint(P::TableConstraintContext* ctx, model::Table& table, Context& cx) {
  std::string name = ctx->identifier() ? Identifier(ctx->identifier()) : std::string();
  auto* body = ctx->tableConstraintBody();
  if (auto* pk = As<P::PrimaryKeyTableConstraintContext>(body)) {
    SetPrimaryKey(table, name, ColumnNames(pk->columnNameList()), cx, ctx);
  } else if (auto* u = As<P::UniqueTableConstraintContext>(body)) {
    AddUnique(table, name, ColumnNames(u->columnNameList()), u->indexParameters(), cx, ctx);
  } else if (auto* ui = As<P::ConstraintUsingIndexContext>(body)) {
    ConstraintUsingIndex(ui, name, table, cx);
  } else if (auto* c = As<P::CheckTableConstraintContext>(body)) {
    table.checks.push_back(MakeCheck(name, c->expr(), "", table, cx, ctx));
  } else if (auto* f = As<P::ForeignKeyTableConstraintContext>(body)) {
    model::ForeignKey fk = MakeForeignKey(name, ColumnNames(f->columnNameList(0)), f->qualifiedName(),
                                          f->columnNameList(1), f->referenceOption(), table, cx, ctx);
    for (auto* attr : ctx->constraintAttribute())
      if (attr->DEFERRABLE()) fk.deferrable = attr->NOT() == nullptr;
    table.foreign_keys.push_back(std::move(fk));
  } else if (auto* e = As<P::ExcludeTableConstraintContext>(body)) {
    std::vector<std::string> columns = EqualityColumns(e);
    if (columns.empty()) {
      cx.Ignored(ctx, "EXCLUDE constraint" + (name.empty() ? std::string() : " " + name) + " on " + table.name);
      return;
    }
    if (name.empty())
      name = ChooseRelationName(cx.schema(), table.schema, table.name, NameAddition(columns), "excl", true);
    AddUnique(table, name, columns, e->indexParameters(), cx, ctx);
    table.indexes.back().from_exclude = true;
    if (e->expr()) table.indexes.back().where = ExprText(e->expr());
  }
}

}  // namespace spanlift::frontend::postgres
