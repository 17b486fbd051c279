#pragma once
// The order pg_dump writes a database's objects in, so that a live read gives the statements (and
// so the model's tables, sequences and indexes) in the order the dump path gives them: objects
// sorted by kind (pg_dump's priorities), schema and name, then moved only as far as their
// dependencies demand, by pg_dump's own rule: built from the end, each step takes the last object
// in sorted order that nothing still unplaced must follow.
#include <cstdint>
#include <string>
#include <vector>

namespace spanlift::source {

// pg_dump's kind priorities (pg_dump_sort.c), the kinds a live read writes.
enum class DumpPriority {
  kNamespace = 1,
  kCollation = 3,
  kExtension = 5,
  kType = 6,
  kFunction = 8,
  kAggregate = 9,
  kTable = 20,
  kTableAttach = 21,
  kAttrDef = 23,
  kSequenceSet = 27,
  kConstraint = 30,
  kIndex = 31,
  kIndexAttach = 32,
  kRule = 34,
  kTrigger = 35,
  kForeignKey = 36,
  kPolicy = 37,
};

struct DumpObject {
  DumpPriority priority = DumpPriority::kTable;
  std::string schema;  // compared bytewise, as pg_dump's strcmp
  std::string name;
  std::string tiebreak;       // what pg_dump compares next (arguments, the table's name, a column number)
  uint64_t oid = 0;           // the last resort
  std::string label;          // "table public.orders": what errors about it name
  std::string text;           // its statements, each ending in ";\n\n"
  std::vector<size_t> after;  // objects (positions in the input vector) it must follow
};

// Positions of `objects` in dump order. Dependencies that form a cycle are ignored where the cycle
// closes (pg_dump repairs the cycles it knows before sorting; the reader does the same, see
// postgres_ddl.cpp), so the result always holds every object once.
std::vector<size_t> DumpOrder(const std::vector<DumpObject>& objects);

}  // namespace spanlift::source
