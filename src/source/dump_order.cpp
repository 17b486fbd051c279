#include "source/dump_order.h"

#include <algorithm>
#include <numeric>
#include <queue>
#include <tuple>

namespace spanlift::source {

namespace {

bool SortsBefore(const DumpObject& a, const DumpObject& b) {
  return std::tie(a.priority, a.schema, a.name, a.tiebreak, a.oid) <
         std::tie(b.priority, b.schema, b.name, b.tiebreak, b.oid);
}

}  // namespace

std::vector<size_t> DumpOrder(const std::vector<DumpObject>& objects) {
  const size_t n = objects.size();
  // rank[i]: object i's place in the sorted order; sorted[r]: the object at place r.
  std::vector<size_t> sorted(n);
  std::iota(sorted.begin(), sorted.end(), size_t{0});
  std::stable_sort(sorted.begin(), sorted.end(),
                   [&](size_t a, size_t b) { return SortsBefore(objects[a], objects[b]); });
  std::vector<size_t> rank(n);
  for (size_t r = 0; r < n; ++r) rank[sorted[r]] = r;
  // followers[i]: how many unplaced objects must come after object i.
  std::vector<size_t> followers(n, 0);
  for (const auto& o : objects)
    for (size_t before : o.after) ++followers[before];
  std::priority_queue<size_t> ready;  // ranks of the objects nothing unplaced must follow
  for (size_t i = 0; i < n; ++i)
    if (followers[i] == 0) ready.push(rank[i]);
  std::vector<size_t> order(n);
  std::vector<bool> placed(n, false);
  size_t next_unplaced_rank = n;  // a cycle's way out: the last unplaced object in sorted order
  for (size_t slot = n; slot-- > 0;) {
    size_t pick;
    if (!ready.empty()) {
      pick = sorted[ready.top()];
      ready.pop();
    } else {
      while (placed[sorted[next_unplaced_rank - 1]]) --next_unplaced_rank;
      pick = sorted[next_unplaced_rank - 1];
    }
    placed[pick] = true;
    order[slot] = pick;
    for (size_t before : objects[pick].after)
      if (--followers[before] == 0 && !placed[before]) ready.push(rank[before]);
  }
  return order;
}

}  // namespace spanlift::source
