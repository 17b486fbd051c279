#include "diff/diff.h"

namespace spanlift::diff {

const char* ObjectKindName(ObjectKind kind) {
  switch (kind) {
    case ObjectKind::kTable: return "table";
    case ObjectKind::kColumn: return "column";
    case ObjectKind::kPrimaryKey: return "primary key";
    case ObjectKind::kInterleave: return "interleave";
    case ObjectKind::kIndex: return "index";
    case ObjectKind::kForeignKey: return "foreign key";
    case ObjectKind::kCheck: return "check";
    case ObjectKind::kSequence: return "sequence";
    case ObjectKind::kRowDeletionPolicy: return "row deletion policy";
    case ObjectKind::kView: return "view";
    case ObjectKind::kChangeStream: return "change stream";
    case ObjectKind::kSchema: return "schema";
    case ObjectKind::kSearchIndex: return "search index";
    case ObjectKind::kRole: return "role";
    case ObjectKind::kGrant: return "grant";
    case ObjectKind::kPropertyGraph: return "property graph";
    case ObjectKind::kModel: return "model";
    case ObjectKind::kFunction: return "function";
    case ObjectKind::kLocalityGroup: return "locality group";
    case ObjectKind::kPlacement: return "placement";
    case ObjectKind::kStatistics: return "statistics";
    case ObjectKind::kProtoBundle: return "proto bundle";
    case ObjectKind::kDatabase: return "database";
    case ObjectKind::kSynonym: return "synonym";
  }
  return "object";
}

const char* ChangeKindName(ChangeKind kind) {
  switch (kind) {
    case ChangeKind::kAdded: return "added";
    case ChangeKind::kDropped: return "dropped";
    case ChangeKind::kAltered: return "altered";
  }
  return "changed";
}

}  // namespace spanlift::diff
