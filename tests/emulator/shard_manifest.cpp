// Prints, as JSON, what the snippets of a conversion compute: every shard column (table, column,
// hash, N, the hashed columns with their key-text kind and nullability) and every bit-reversed
// column, in the order the snippet files define their functions. shard_values_test.py uses it to
// know which columns to fill and which generated function to call for each shard column, including
// application-filled CRC32 columns, which a Spanner schema read back cannot show.
//
// Usage: shard_manifest [--from mysql|postgres|spanner] [--policy FILE] [--shards N|auto]
//                       [--hash farm_fingerprint|crc32] [--no-rewrite] INPUT...
// (the subset of `spanlift convert`'s options the golden cases use; the same pipeline, rows
// profiled as convert profiles them).
#include <iostream>
#include <string>
#include <vector>

#include "frontend/frontend.h"
#include "model/json_writer.h"
#include "profile/profiler.h"
#include "report/snippets.h"
#include "rewrite/pipeline.h"

namespace {

using namespace spanlift;

struct Args {
  frontend::LoadOptions load;
  rewrite::PolicyOverrides policy;
  std::vector<std::string> inputs;
};

bool Parse(int argc, char** argv, Args& args) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    bool has_value = i + 1 < argc;
    if (a == "--from" && has_value) {
      std::string d = argv[++i];
      for (auto dialect : {model::Dialect::kMySql, model::Dialect::kPostgres, model::Dialect::kSpanner})
        if (d == model::DialectName(dialect)) args.load.dialect = dialect;
    } else if (a == "--policy" && has_value) {
      args.policy.path = argv[++i];
    } else if (a == "--shards" && has_value) {
      std::string n = argv[++i];
      if (n == "auto")
        args.policy.auto_shards = true;
      else
        args.policy.shards = std::stoll(n);
    } else if (a == "--hash" && has_value) {
      args.policy.hash = argv[++i];
    } else if (a == "--no-rewrite") {
      args.policy.no_rewrite = true;
    } else if (a.rfind("--", 0) == 0) {
      return false;
    } else {
      args.inputs.push_back(a);
    }
  }
  return !args.inputs.empty();
}

void Write(const report::SnippetModel& snippets, std::string& out) {
  model::JsonWriter w(out);
  w.BeginObject();
  w.Key("shards");
  w.BeginArray();
  for (const auto& f : snippets.shards) {
    w.BeginObject();
    w.Field("table", f.table);
    w.Field("column", f.column);
    w.Field("crc32", f.crc32);
    w.Field("shards", f.shards);
    w.Key("params");
    w.BeginArray();
    for (const auto& p : f.params) {
      w.BeginObject();
      w.Field("column", p.column);
      w.Field("kind", p.kind);
      w.Field("nullable", p.nullable);
      w.EndObject();
    }
    w.EndArray();
    w.EndObject();
  }
  w.EndArray();
  w.Key("bit_reversed");
  w.BeginArray();
  for (const auto& b : snippets.bit_reversed) {
    w.BeginObject();
    w.Field("table", b.table);
    w.Field("column", b.column);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
}

}  // namespace

int main(int argc, char** argv) {
  Args args;
  if (!Parse(argc, argv, args)) {
    std::cerr << "usage: shard_manifest [--from D] [--policy FILE] [--shards N|auto] [--hash H] INPUT...\n";
    return 2;
  }
  std::string error;
  auto policy = rewrite::LoadPolicy(args.policy, error);
  if (!policy) {
    std::cerr << error << "\n";
    return 2;
  }
  args.load.data_sink = [](model::Schema& schema) { return profile::MakeProfiler(schema); };
  // The result points at its source schema (the rewrites classify with it): keep it alive.
  model::Schema source = frontend::Load(args.inputs, args.load);
  convert::ConvertResult result = rewrite::ConvertAndRewrite(source, {}, *policy);
  std::string out;
  Write(report::CollectSnippets(result.schema), out);
  std::cout << out << "\n";
  return 0;
}
