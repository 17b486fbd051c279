#include "model/partitions.h"

namespace spanlift::model {

namespace {

// partition_of is qualified like the parent: "schema.name", or "name" without a schema.
const Table* Parent(const Schema& schema, const Table& t) {
  const std::string& q = t.partition_of;
  size_t dot = q.find('.');
  auto& mutable_schema = const_cast<Schema&>(schema);  // FindTable has no const overload
  if (dot == std::string::npos) return mutable_schema.FindTable("", q);
  return mutable_schema.FindTable(q.substr(0, dot), q.substr(dot + 1));
}

}  // namespace

const Table* PartitionRoot(const Schema& schema, const Table& table) {
  const Table* root = &table;
  for (int depth = 0; depth < 64 && !root->partition_of.empty(); ++depth) {
    const Table* parent = Parent(schema, *root);
    if (!parent) break;
    root = parent;
  }
  return root == &table ? nullptr : root;
}

Table* PartitionRoot(Schema& schema, const Table& table) {
  return const_cast<Table*>(PartitionRoot(static_cast<const Schema&>(schema), table));
}

}  // namespace spanlift::model
