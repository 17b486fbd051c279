// The sketches on generated data with known answers: distinct counts within the documented error,
// heavy hitters and their shares, order of arrival, time-order patterns, bounded samples.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <string>

#include "profile/column_sketch.h"
#include "profile/heavy_hitters.h"
#include "profile/hyperloglog.h"
#include "profile/sketch_worker.h"
#include "profile/time_order.h"

namespace spanlift::profile {
namespace {

Field Number(int64_t v) { return {ValueKind::kNumber, std::to_string(v)}; }
Field Text(std::string v) { return {ValueKind::kString, std::move(v)}; }

// HyperLogLog with 2^12 registers: standard error 1.6%; every case within 5% (3 standard errors)
// and the mean error under 2.5%.
TEST(HyperLogLog, DistinctWithinAFewPercent) {
  double total_error = 0;
  int cases = 0;
  for (uint64_t n : {100ULL, 1000ULL, 5000ULL, 20000ULL, 100000ULL, 1000000ULL}) {
    for (int kind = 0; kind < 2; ++kind) {
      HyperLogLog hll;
      for (uint64_t i = 0; i < n; ++i) {
        std::string v = kind == 0 ? std::to_string(i) : "user-" + std::to_string(i * 7919) + "@example.com";
        hll.Add(Hash64(v));
        hll.Add(Hash64(v));  // repeats do not count
      }
      double error = std::fabs(static_cast<double>(hll.Estimate()) - static_cast<double>(n)) / static_cast<double>(n);
      EXPECT_LT(error, 0.05) << "n=" << n << " kind=" << kind << " estimate=" << hll.Estimate();
      total_error += error;
      ++cases;
    }
  }
  EXPECT_LT(total_error / cases, 0.025);
}

// Hash64 as first written (a variable-size memcpy for the tail): the HyperLogLog registers and the
// heavy hitters' identities depend on it, so the faster tail must give the same hashes.
uint64_t FirstHash64(std::string_view bytes) {
  auto mix = [](uint64_t k) {
    k = (k ^ (k >> 33)) * 0xff51afd7ed558ccdULL;
    k = (k ^ (k >> 33)) * 0xc4ceb9fe1a85ec53ULL;
    return k ^ (k >> 33);
  };
  uint64_t h = 0x9e3779b97f4a7c15ULL ^ bytes.size();
  size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    uint64_t k;
    std::memcpy(&k, bytes.data() + i, 8);
    h = mix(h ^ mix(k)) * 0x9e3779b97f4a7c15ULL;
  }
  uint64_t tail = 0;
  if (bytes.size() > i) std::memcpy(&tail, bytes.data() + i, bytes.size() - i);
  return mix(h ^ mix(tail ^ (uint64_t{bytes.size() - i} << 56)));
}

TEST(Hash64, SameAsTheFirstDefinition) {
  std::mt19937_64 random(3);
  std::string buffer(96, '\0');
  for (auto& c : buffer) c = static_cast<char>(random());
  for (size_t from = 0; from < 16; ++from)
    for (size_t length = 0; length + from <= buffer.size(); ++length)
      ASSERT_EQ(Hash64({buffer.data() + from, length}), FirstHash64({buffer.data() + from, length}))
          << from << "+" << length;
}

TEST(HeavyHitters, FindsTheHeavyValueAndItsShare) {
  HeavyHitters hh;
  std::mt19937_64 random(42);
  uint64_t heavy = 0, rows = 200000;
  for (uint64_t i = 0; i < rows; ++i) {
    if (random() % 100 < 30) {
      hh.Add("tenant-1", Hash64("tenant-1"));
      ++heavy;
    } else {
      std::string v = "tenant-" + std::to_string(2 + random() % 5000);
      hh.Add(v, Hash64(v));
    }
  }
  auto top = hh.Top();
  ASSERT_FALSE(top.empty());
  EXPECT_EQ(top[0].value, "tenant-1");
  EXPECT_GE(top[0].count, heavy);                 // space-saving never undercounts
  EXPECT_LE(top[0].count - top[0].error, heavy);  // and overcounts by at most `error`
  EXPECT_LE(top[0].error, rows / HeavyHitters::kCapacity);
  EXPECT_LE(top.size(), HeavyHitters::kCapacity);
}

TEST(HeavyHitters, ExactWhenFewValues) {
  HeavyHitters hh;
  for (int i = 0; i < 1000; ++i) {
    std::string v = i % 10 == 0 ? "a" : (i % 2 ? "b" : "c");
    hh.Add(v, Hash64(v));
  }
  auto top = hh.Top();
  ASSERT_EQ(top.size(), 3u);
  EXPECT_EQ(top[0].value, "b");
  EXPECT_EQ(top[0].count, 500u);
  EXPECT_EQ(top[1].value, "c");
  EXPECT_EQ(top[1].count, 400u);
  EXPECT_EQ(top[2].count, 100u);
  EXPECT_EQ(top[2].error, 0u);
}

// Space-saving as written in the textbook: a linear scan of the counters and a min-heap sifted by
// swaps. HeavyHitters (a hash index, counts in the heap, sifts moving a hole) must keep exactly
// the same counters, errors included, whatever the stream: which tied counter is evicted decides
// which values are reported, and the output is byte-identical across versions.
class TextbookSpaceSaving {
 public:
  void Add(const std::string& value) {
    for (size_t s = 0; s < values_.size(); ++s) {
      if (values_[s] == value) {
        ++counts_[s];
        Down(place_[s]);
        return;
      }
    }
    if (values_.size() < HeavyHitters::kCapacity) {
      values_.push_back(value);
      counts_.push_back(1);
      errors_.push_back(0);
      heap_.push_back(values_.size() - 1);
      place_.push_back(heap_.size() - 1);
      for (size_t i = heap_.size() - 1; i > 0 && Less(i, (i - 1) / 2); i = (i - 1) / 2) Swap(i, (i - 1) / 2);
      return;
    }
    size_t s = heap_[0];
    values_[s] = value;
    errors_[s] = counts_[s]++;
    Down(0);
  }
  std::vector<model::ValueCount> Top() const {
    std::vector<model::ValueCount> top;
    for (size_t s = 0; s < values_.size(); ++s) top.push_back({values_[s], counts_[s], errors_[s]});
    std::sort(top.begin(), top.end(),
              [](const auto& a, const auto& b) { return a.count != b.count ? a.count > b.count : a.value < b.value; });
    return top;
  }

 private:
  bool Less(size_t a, size_t b) const { return counts_[heap_[a]] < counts_[heap_[b]]; }
  void Swap(size_t a, size_t b) {
    std::swap(heap_[a], heap_[b]);
    place_[heap_[a]] = a;
    place_[heap_[b]] = b;
  }
  void Down(size_t i) {
    for (;;) {
      size_t least = i, left = 2 * i + 1, right = left + 1;
      if (left < heap_.size() && Less(left, least)) least = left;
      if (right < heap_.size() && Less(right, least)) least = right;
      if (least == i) return;
      Swap(i, least);
      i = least;
    }
  }
  std::vector<std::string> values_;
  std::vector<uint64_t> counts_, errors_;
  std::vector<size_t> heap_, place_;
};

TEST(HeavyHitters, SameCountersAsTheTextbookAlgorithm) {
  std::mt19937_64 random(7);
  const std::vector<std::pair<const char*, std::function<std::string(uint64_t)>>> streams = {
      {"distinct ids", [](uint64_t i) { return std::to_string(i); }},
      {"uniform over 40", [&](uint64_t) { return "v" + std::to_string(random() % 40); }},
      {"skewed", [&](uint64_t) { return random() % 3 == 0 ? std::string("hot") : std::to_string(random() % 3000); }},
      {"zipf-like", [&](uint64_t) { return std::to_string(1000 / (1 + random() % 1000)); }},
      {"runs", [](uint64_t i) { return std::to_string(i / 50); }},
      // Rounds of new values broken at any step by a value already counted.
      {"distinct, a repeat now and then", [&](uint64_t i) { return std::to_string(random() % 45 == 0 ? i - 3 : i); }},
      {"distinct, then a hot value", [](uint64_t i) { return i % 1000 < 990 ? std::to_string(i) : "hot"; }},
  };
  for (const auto& [name, next] : streams) {
    HeavyHitters hh;
    TextbookSpaceSaving reference;
    for (uint64_t i = 0; i < 50000; ++i) {
      std::string v = next(i);
      hh.Add(v, Hash64(v));
      reference.Add(v);
      if (i % 997 != 0 && i != 49999) continue;  // also read mid-round
      auto got = hh.Top(), want = reference.Top();
      ASSERT_EQ(got.size(), want.size()) << name;
      for (size_t k = 0; k < got.size(); ++k) {
        ASSERT_EQ(got[k].value, want[k].value) << name << " after " << i << " #" << k;
        ASSERT_EQ(got[k].count, want[k].count) << name << " after " << i << " #" << k;
        ASSERT_EQ(got[k].error, want[k].error) << name << " after " << i << " #" << k;
      }
    }
  }
}

TEST(Remainder, SameAsTheDivision) {
  std::mt19937_64 random(11);
  const uint64_t edges[] = {0, 1, 2, (uint64_t{1} << 63) - 1, uint64_t{1} << 63, ~uint64_t{0}, ~uint64_t{0} - 1};
  for (uint64_t n :
       {uint64_t{1}, uint64_t{64}, uint64_t{1} << 20, (uint64_t{1} << 20) + 1, uint64_t{10000019},
        (uint64_t{1} << 32) - 1, uint64_t{1} << 40, (uint64_t{1} << 52) - 1, uint64_t{1} << 52, ~uint64_t{0}}) {
    for (uint64_t x : edges) EXPECT_EQ(Remainder(x, n), x % n) << x << " % " << n;
    for (uint64_t d = 0; d < 3; ++d) {  // around multiples of n, where a quotient one off shows
      const uint64_t q = random() % (~uint64_t{0} / n);
      for (uint64_t x : {q * n + d, q * n - d, q * n + n - 1 - d}) EXPECT_EQ(Remainder(x, n), x % n) << x << " % " << n;
    }
  }
  for (int i = 0; i < 200000; ++i) {
    const uint64_t x = random(), n = (random() >> (random() % 64)) + 1;
    ASSERT_EQ(Remainder(x, n), x % n) << x << " % " << n;
  }
}

TEST(ColumnSketch, IntegersOrderAndBounds) {
  ColumnSketch s("id");
  for (int64_t i = 1; i <= 10000; ++i) s.Add(Number(i));
  s.Add({ValueKind::kNull, ""});
  auto d = s.Summary();
  EXPECT_EQ(d.values, 10000u);
  EXPECT_EQ(d.nulls, 1u);
  EXPECT_TRUE(d.all_integers);
  EXPECT_EQ(*d.int_min, 1);
  EXPECT_EQ(*d.int_max, 10000);  // numerically, not bytewise ("9999" > "10000")
  EXPECT_EQ(d.pairs, 9999u);
  EXPECT_EQ(d.increases, 9999u);
  EXPECT_NEAR(static_cast<double>(d.distinct), 10000, 500);
  EXPECT_EQ(d.sample.size(), ColumnSketch::kSampleSize);
  EXPECT_EQ(d.time_order, "");
}

TEST(ColumnSketch, ShuffledIdsDoNotIncrease) {
  ColumnSketch s("id");
  std::vector<int64_t> ids(10000);
  for (size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<int64_t>(i);
  std::shuffle(ids.begin(), ids.end(), std::mt19937_64(7));
  for (int64_t id : ids) s.Add(Number(id));
  auto d = s.Summary();
  EXPECT_NEAR(d.IncreasingShare(), 0.5, 0.05);
  EXPECT_EQ(*d.int_max, 9999);
}

TEST(ColumnSketch, NonIntegersHaveNoIntegerBounds) {
  ColumnSketch s("code");
  s.Add(Number(5));
  s.Add(Text("abc"));
  auto d = s.Summary();
  EXPECT_FALSE(d.all_integers);
  EXPECT_FALSE(d.int_max.has_value());
  EXPECT_EQ(d.min, "5");
  EXPECT_EQ(d.max, "abc");
}

// Sketches updated on lanes (SketchLanes): the same summaries on one lane and on three, each
// sketch seeing its values in the order they came (order, heavy hitters and samples depend on it).
TEST(SketchLanes, SameSummariesOnOneLaneOrMany) {
  auto summaries = [](size_t lanes) {
    std::vector<std::unique_ptr<ColumnSketch>> sketches;
    for (int c = 0; c < 7; ++c) sketches.push_back(std::make_unique<ColumnSketch>("c" + std::to_string(c)));
    {
      SketchLanes workers(lanes);
      std::mt19937_64 random(11);
      for (int row = 0; row < 60000; ++row)
        for (auto& s : sketches) {
          const uint64_t v = random() % (row % 3 == 0 ? 50 : 100000);
          workers.Add(workers.LaneOf(s.get()), *s,
                      v % 5 ? Number(static_cast<int64_t>(v)) : Text("t" + std::to_string(v)));
        }
      workers.Drain();
    }
    std::string out;
    for (const auto& s : sketches) {
      const model::ColumnData d = s->Summary();
      out += d.column + " " + std::to_string(d.values) + " " + std::to_string(d.distinct) + " " + d.min + " " + d.max +
             " " + std::to_string(d.increases) + " " + std::to_string(d.decreases);
      for (const auto& t : d.top) out += " " + t.value + "x" + std::to_string(t.count);
      for (const auto& v : d.sample) out += " " + v;
      out += "\n";
    }
    return out;
  };
  EXPECT_EQ(summaries(1), summaries(3));
}

struct PatternCase {
  std::string value;
  std::string pattern;
};

TEST(TimeOrder, Patterns) {
  const PatternCase cases[] = {
      {"1700000000.42", "epoch_seq"},
      {"1700000000.1", "epoch_seq"},
      {"170000000.42", ""},  // 9 digits of seconds
      {"01ARZ3NDEKTSV4RRFFQ69G5FAV", "ulid"},
      {"81ARZ3NDEKTSV4RRFFQ69G5FAV", ""},  // a ULID's first character is 0-7
      {"6ba7b810-9dad-11d1-80b4-00c04fd430c8", "uuid_v1"},
      {"1ef21d2f-1207-6660-8c4f-419efbd44d48", "uuid_v6"},
      {"018f3c5e-8d2a-7b3c-9d4e-5f6a7b8c9d0e", "uuid_v7"},
      {"550e8400-e29b-41d4-a716-446655440000", ""},  // v4: random
      {"000123", "zero_padded_counter"},
      {"123", ""},
      {"20240131-0007", "date_prefixed"},
      {"2024-01-31/INV/7", "date_prefixed"},
      {"2024-01-31 10:00:00", ""},  // a timestamp, not a code
      {"20241331-0007", ""},        // month 13
  };
  for (const auto& c : cases) EXPECT_EQ(TimeOrderPattern(c.value), c.pattern) << c.value;
}

TEST(TimeOrder, CommonPatternNeedsNinetyPercent) {
  std::vector<std::string> sample;
  for (int i = 0; i < 18; ++i) sample.push_back("17000000" + std::to_string(10 + i) + ".1");
  sample.push_back("x");
  sample.push_back("y");
  EXPECT_EQ(CommonTimeOrder(sample), "epoch_seq");
  sample.push_back("z");
  EXPECT_EQ(CommonTimeOrder(sample), "");
  EXPECT_EQ(CommonTimeOrder({"1700000000.1"}), "");  // too few values
}

}  // namespace
}  // namespace spanlift::profile
