// Views, change streams and renames (D031-D035): what the readers of a view or a change stream,
// and the applications that name a table, see change.
#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/review_support.h"

namespace spanlift::diff::review {

namespace {

// Whether NEW's stream watches less than OLD's: FOR ALL given up, a table or a column left out.
bool WatchesLess(const model::ChangeStream& o, const model::ChangeStream& n) {
  if (n.for_all) return false;
  if (o.for_all) return true;
  for (const auto& w : o.tables) {
    if (!n.Watches(w.table)) return true;
    for (const auto& nw : n.tables) {
      if (!model::EqualsIgnoreCase(nw.table, w.table) || nw.all_columns) continue;
      if (w.all_columns) return true;
      for (const auto& c : w.columns)
        if (!n.Watches(w.table, c)) return true;
    }
  }
  return false;
}

void StreamAltered(const Context& ctx, const Change& c, size_t i, Findings& out) {
  const model::ChangeStream* o = FindChangeStream(ctx.old_schema, c.name);
  const model::ChangeStream* n = FindChangeStream(ctx.new_schema, c.name);
  if (!o || !n) return;
  std::string object = "change stream " + c.name;
  if (c.property == "options")
    out.Add(codes::kChangeStreamChanged, i, Or(n->location, c.new_location), object,
            "changes the options of " + object + " (" + c.before + " -> " + c.after +
                "): readers see records of another shape or retention from the change on",
            "tell the stream's readers (Dataflow pipelines, Kafka connectors) before applying");
  else if (WatchesLess(*o, *n))
    out.Add(codes::kChangeStreamChanged, i, Or(n->location, c.new_location), object,
            object + " watches less (FOR " + (c.before.empty() ? "nothing" : c.before) + " -> FOR " +
                (c.after.empty() ? "nothing" : c.after) + "): readers no longer see changes to what it leaves out",
            "keep what readers need in its FOR list, or give them another stream first");
}

}  // namespace

void Objects(const Context& ctx, Findings& out) {
  for (size_t i = 0; i < ctx.result.changes.size(); ++i) {
    const Change& c = ctx.result.changes[i];
    if (!ctx.Carried(i)) continue;
    if (c.object == ObjectKind::kView && c.kind == ChangeKind::kDropped)
      out.Add(codes::kViewDropped, i, c.old_location, "view " + c.name,
              "drops view " + c.name + ": queries and roles that read it fail", "keep it in NEW if anything reads it");
    else if (c.object == ObjectKind::kView && c.kind == ChangeKind::kAltered)
      out.Add(codes::kViewReplaced, i, c.new_location, "view " + c.name,
              "replaces view " + c.name + ": readers get its new columns and rows from the change on",
              "check that the view's readers expect NEW's definition");
    else if (c.object == ObjectKind::kChangeStream && c.kind == ChangeKind::kDropped)
      out.Add(codes::kChangeStreamDropped, i, c.old_location, "change stream " + c.name,
              "drops change stream " + c.name + ": its readers lose their position and the change records it retains",
              "stop its readers first; keep it in NEW if they still need it");
    else if (c.object == ObjectKind::kChangeStream && c.kind == ChangeKind::kAltered)
      StreamAltered(ctx, c, i, out);
    else if (c.object == ObjectKind::kTable && c.property == "name")
      out.Add(codes::kTableRenamed, i, c.new_location, "table " + c.after,
              "renames table " + c.before + " to " + c.after + ": queries that name " + c.before +
                  " fail from the change on",
              "switch the application first, or keep the old name usable for a while: ALTER TABLE " + c.before +
                  " RENAME TO " + c.after + ", ADD SYNONYM " + c.before);
  }
}

}  // namespace spanlift::diff::review
