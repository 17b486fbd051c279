#include "profile/row_reader.h"

#include "profile/copy_scanner.h"
#include "profile/header.h"
#include "profile/insert_values.h"

namespace spanlift::profile {

namespace {

class RowReader : public frontend::DataSink {
 public:
  RowReader(RowConsumer& consumer, const model::Schema& schema, size_t cap)
      : consumer_(consumer),
        schema_(schema),
        mysql_(consumer, true, cap, &schema.current_database),
        postgres_(consumer, false, cap),
        copy_(consumer, cap) {}

  void BeginInsert(const model::SourceLocation& at) override {
    insert_ = schema_.dialect == model::Dialect::kPostgres ? &postgres_ : &mysql_;
    insert_->Begin(at);
  }
  void InsertBytes(std::string_view bytes) override { insert_->Feed(bytes); }
  Rows InsertRows(std::string_view bytes) override { return insert_->FeedRows(bytes); }
  void EndInsert() override { insert_->End(); }

  void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                 const model::SourceLocation& data_at) override {
    CopyHead head = ParseCopyHead(statement);
    in_copy_ = head.ok;
    if (in_copy_)
      copy_.Begin(head, data_at);
    else
      consumer_.NotProfiled(statement_at, "COPY rows are not read: " + head.problem);
  }
  void CopyBytes(std::string_view bytes) override {
    if (in_copy_) copy_.Feed(bytes);
  }
  Lines CopyLines(std::string_view bytes) override { return in_copy_ ? copy_.Lines(bytes) : Lines{}; }
  void EndCopy() override {
    if (in_copy_) copy_.End();
    in_copy_ = false;
  }
  void Finish() override {}

 private:
  RowConsumer& consumer_;
  const model::Schema& schema_;
  InsertScanner mysql_, postgres_;
  InsertScanner* insert_ = &mysql_;
  CopyScanner copy_;
  bool in_copy_ = false;
};

}  // namespace

model::Table* RowTarget(model::Schema& tables, const std::string& schema, const std::string& table) {
  if (model::Table* t = tables.FindTable(schema, table)) return t;
  if (schema.empty()) return nullptr;
  // Created before the first USE, or in a model whose one database was dropped from the names
  // (frontend::Load): the table has no database.
  model::Table* without = tables.FindTable("", table);
  return without && without->schema.empty() ? without : nullptr;
}

std::unique_ptr<frontend::DataSink> MakeRowReader(RowConsumer& consumer, const model::Schema& schema, size_t cap) {
  return std::make_unique<RowReader>(consumer, schema, cap);
}

}  // namespace spanlift::profile
