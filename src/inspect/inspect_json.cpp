#include "inspect/data_profile.h"
#include "inspect/inspect.h"
#include "inspect/live.h"
#include "model/json_writer.h"

namespace spanlift::inspect {

namespace {

void WriteColumn(model::JsonWriter& w, const model::Column& c) {
  w.BeginObject();
  w.Field("name", c.name);
  w.Field("type", c.type.ToString());
  w.Field("declared_type", c.declared_type);
  w.Field("nullable", c.nullable);
  w.OptionalField("default", c.default_value);
  w.Field("auto_increment", c.auto_increment);
  w.FieldOrNull("sequence", c.sequence);
  w.Key("identity");
  if (c.identity) {
    w.BeginObject();
    w.Field("always", c.identity->always);
    w.OptionalField("start", c.identity->start);
    w.OptionalField("increment", c.identity->increment);
    w.Field("bit_reversed_positive", c.identity->bit_reversed_positive);
    w.OptionalField("skip_range_min", c.identity->skip_range_min);
    w.OptionalField("skip_range_max", c.identity->skip_range_max);
    w.OptionalField("start_counter", c.identity->start_counter);
    w.EndObject();
  } else {
    w.Null();
  }
  w.Key("generated");
  if (c.generated) {
    w.BeginObject();
    w.Field("expression", c.generated->expression);
    w.Field("stored", c.generated->stored);
    w.EndObject();
  } else {
    w.Null();
  }
  w.OptionalField("on_update", c.on_update);
  w.FieldOrNull("collation", c.type.collation);
  w.FieldOrNull("comment", c.comment);
  w.Field("allow_commit_timestamp", c.allow_commit_timestamp);
  w.Field("hidden", c.hidden);
  model::WriteLocation(w, c.location);
  w.EndObject();
}

void WriteKeyPart(model::JsonWriter& w, const model::KeyPart& p) {
  w.BeginObject();
  if (p.expression.empty())
    w.Field("name", p.column);
  else
    w.Field("expression", p.expression);
  w.Field("desc", p.desc);
  if (p.prefix_length) w.Field("prefix_length", *p.prefix_length);
  if (!p.nulls.empty()) w.Field("nulls", p.nulls);
  if (!p.opclass.empty()) w.Field("opclass", p.opclass);
  w.EndObject();
}

void WriteKeyParts(model::JsonWriter& w, std::string_view key, const std::vector<model::KeyPart>& parts) {
  w.Key(key);
  w.BeginArray();
  for (const auto& p : parts) WriteKeyPart(w, p);
  w.EndArray();
}

const char* IndexKindName(model::IndexKind k) {
  switch (k) {
    case model::IndexKind::kFulltext: return "fulltext";
    case model::IndexKind::kSpatial: return "spatial";
    case model::IndexKind::kPlain: break;
  }
  return "plain";
}

void WriteIndex(model::JsonWriter& w, const model::Index& i) {
  w.BeginObject();
  w.Field("name", i.name);
  w.Field("unique", i.unique);
  w.Field("constraint", i.is_constraint);
  w.Field("kind", IndexKindName(i.kind));
  w.FieldOrNull("method", i.method);
  WriteKeyParts(w, "columns", i.parts);
  w.StringArray("include", i.include);
  w.FieldOrNull("where", i.where);
  w.FieldOrNull("comment", i.comment);
  w.Field("null_filtered", i.null_filtered);
  w.FieldOrNull("interleave_in", i.interleave_in);
  model::WriteLocation(w, i.location);
  w.EndObject();
}

void WriteForeignKey(model::JsonWriter& w, const model::ForeignKey& fk) {
  w.BeginObject();
  w.Field("name", fk.name);
  w.StringArray("columns", fk.columns);
  w.FieldOrNull("ref_schema", fk.ref_schema);
  w.Field("ref_table", fk.ref_table);
  w.StringArray("ref_columns", fk.ref_columns);
  w.FieldOrNull("on_delete", fk.on_delete);
  w.FieldOrNull("on_update", fk.on_update);
  w.FieldOrNull("match", fk.match);
  w.Field("deferrable", fk.deferrable);
  w.Field("enforced", fk.enforced);
  model::WriteLocation(w, fk.location);
  w.EndObject();
}

void WriteCheck(model::JsonWriter& w, const model::Check& c) {
  w.BeginObject();
  w.Field("name", c.name);
  w.Field("expression", c.expression);
  model::WriteLocation(w, c.location);
  w.EndObject();
}

void WriteTable(model::JsonWriter& w, const model::Table& t) {
  w.BeginObject();
  w.Field("name", t.name);
  w.FieldOrNull("schema", t.schema);
  w.FieldOrNull("partition_of", t.partition_of);
  w.FieldOrNull("partition_bound", t.partition_bound);
  w.FieldOrNull("partition_by", t.partition_by);
  w.StringArray("inherits", t.inherits);
  w.FieldOrNull("like", t.like);
  w.Key("columns");
  w.BeginArray();
  for (const auto& c : t.columns) WriteColumn(w, c);
  w.EndArray();
  w.Key("primary_key");
  if (t.primary_key) {
    w.BeginArray();
    for (const auto& p : t.primary_key->parts) WriteKeyPart(w, p);
    w.EndArray();
    w.FieldOrNull("primary_key_name", t.primary_key->name);
  } else {
    w.Null();
    w.Key("primary_key_name");
    w.Null();
  }
  w.Key("indexes");
  w.BeginArray();
  for (const auto& i : t.indexes) WriteIndex(w, i);
  w.EndArray();
  w.Key("foreign_keys");
  w.BeginArray();
  for (const auto& fk : t.foreign_keys) WriteForeignKey(w, fk);
  w.EndArray();
  w.Array("checks", t.checks, WriteCheck);
  w.Key("auto_increment_next");
  if (t.auto_increment_next)
    w.UInt(*t.auto_increment_next);
  else
    w.Null();
  w.FieldOrNull("engine", t.engine);
  w.FieldOrNull("comment", t.comment);
  w.Field("temporary", t.temporary);
  w.Key("interleave");
  if (t.interleave) {
    w.BeginObject();
    w.Field("parent", t.interleave->parent);
    w.Field("in_parent", t.interleave->in_parent);
    w.FieldOrNull("on_delete", t.interleave->on_delete);
    w.EndObject();
  } else {
    w.Null();
  }
  w.Key("row_deletion_policy");
  if (t.row_deletion_policy) {
    w.BeginObject();
    w.Field("column", t.row_deletion_policy->column);
    w.Field("days", t.row_deletion_policy->days);
    w.EndObject();
  } else {
    w.Null();
  }
  if (t.data) {  // only with --profile-data
    w.Key("data");
    WriteTableData(w, *t.data);
  }
  model::WriteLocation(w, t.location);
  w.EndObject();
}

void WriteSequence(model::JsonWriter& w, const model::Sequence& s) {
  w.BeginObject();
  w.Field("name", s.name);
  w.FieldOrNull("schema", s.schema);
  w.FieldOrNull("data_type", s.data_type);
  w.OptionalField("start", s.start);
  w.OptionalField("increment", s.increment);
  w.OptionalField("min_value", s.min_value);
  w.OptionalField("max_value", s.max_value);
  w.OptionalField("cache", s.cache);
  w.Field("cycle", s.cycle);
  w.FieldOrNull("owned_by_table", s.owned_by_table);
  w.FieldOrNull("owned_by_column", s.owned_by_column);
  w.OptionalField("last_value", s.last_value);
  w.Field("is_called", s.is_called);
  w.FieldOrNull("kind", s.kind);
  w.OptionalField("skip_range_min", s.skip_range_min);
  w.OptionalField("skip_range_max", s.skip_range_max);
  w.OptionalField("start_counter", s.start_counter);
  model::WriteLocation(w, s.location);
  w.EndObject();
}

void WriteEnum(model::JsonWriter& w, const model::EnumType& e) {
  w.BeginObject();
  w.Field("name", e.name);
  w.FieldOrNull("schema", e.schema);
  w.StringArray("values", e.values);
  model::WriteLocation(w, e.location);
  w.EndObject();
}

void WriteDomain(model::JsonWriter& w, const model::Domain& d) {
  w.BeginObject();
  w.Field("name", d.name);
  w.FieldOrNull("schema", d.schema);
  w.Field("type", d.base.ToString());
  w.Field("nullable", d.nullable);
  w.OptionalField("default", d.default_value);
  w.Array("checks", d.checks, WriteCheck);
  model::WriteLocation(w, d.location);
  w.EndObject();
}

void WriteStatements(model::JsonWriter& w, const model::StatementCounts& counts) {
  w.Key("statements");
  w.BeginObject();
  w.Field("parsed", counts.parsed);
  w.Key("skipped");
  w.BeginObject();
  for (const auto& [keyword, n] : counts.skipped) w.Field(keyword, n);
  w.EndObject();
  w.Field("copy_rows", counts.data_rows);
  w.Field("bytes", counts.bytes);
  w.EndObject();
}

void WriteView(model::JsonWriter& w, const model::View& v) {
  w.BeginObject();
  w.Field("name", v.name);
  w.Field("security", v.security);
  w.Field("query", v.query);
  w.StringArray("reads", v.reads);
  model::WriteLocation(w, v.location);
  w.EndObject();
}

void WriteChangeStream(model::JsonWriter& w, const model::ChangeStream& cs) {
  w.BeginObject();
  w.Field("name", cs.name);
  w.Field("for_all", cs.for_all);
  w.Array("tables", cs.tables, [](model::JsonWriter& jw, const model::ChangeStreamTable& t) {
    jw.BeginObject();
    jw.Field("table", t.table);
    jw.Field("all_columns", t.all_columns);
    jw.StringArray("columns", t.columns);
    jw.EndObject();
  });
  w.Key("options");
  w.BeginObject();
  for (const auto& [name, value] : cs.options) w.Field(name, value);
  w.EndObject();
  model::WriteLocation(w, cs.location);
  w.EndObject();
}

void WriteOptions(model::JsonWriter& w, const model::Options& options) {
  w.Key("options");
  w.BeginObject();
  for (const auto& [name, value] : options) w.Field(name, value);
  w.EndObject();
}

void WriteParts(model::JsonWriter& w, const char* key, const std::vector<model::KeyPart>& parts) {
  w.Array(key, parts, [](model::JsonWriter& jw, const model::KeyPart& p) {
    jw.BeginObject();
    jw.Field("name", p.column);
    jw.Field("desc", p.desc);
    jw.EndObject();
  });
}

void WriteSearchIndex(model::JsonWriter& w, const model::SearchIndex& i) {
  w.BeginObject();
  w.Field("kind", i.vector ? "vector" : "search");
  w.Field("name", model::Qualified(i.schema, i.name));
  w.Field("table", i.table);
  WriteParts(w, "columns", i.parts);
  w.StringArray("storing", i.storing);
  w.StringArray("partition_by", i.partition_by);
  WriteParts(w, "order_by", i.order_by);
  if (!i.where.empty()) w.Field("where", i.where);
  if (!i.interleave_in.empty()) w.Field("interleave_in", i.interleave_in);
  WriteOptions(w, i.options);
  model::WriteLocation(w, i.location);
  w.EndObject();
}

void WriteGrant(model::JsonWriter& w, const model::Grant& g) {
  w.BeginObject();
  w.Field("privilege", g.privilege);
  if (!g.column.empty()) w.Field("column", g.column);
  w.Field("object_kind", g.object_kind);
  w.Field("object", g.object);
  w.Field("grantee", g.grantee);
  model::WriteLocation(w, g.location);
  w.EndObject();
}

void WriteSpannerObject(model::JsonWriter& w, const model::SpannerObject& o) {
  w.BeginObject();
  w.Field("kind", o.kind);
  w.Field("name", o.name);
  w.Field("text", o.text);
  WriteOptions(w, o.options);
  model::WriteLocation(w, o.location);
  w.EndObject();
}

}  // namespace

std::string InspectJson(const model::Schema& schema) {
  std::string out;
  model::JsonWriter w(out);
  w.BeginObject();
  w.Field("dialect", model::DialectName(schema.dialect));
  w.Array("tables", schema.tables, WriteTable);
  w.Array("sequences", schema.sequences, WriteSequence);
  w.Array("enums", schema.enums, WriteEnum);
  w.Array("domains", schema.domains, WriteDomain);
  // Spanner sides only; absent when the schema has none (docs/inspect-json.md).
  if (!schema.views.empty()) w.Array("views", schema.views, WriteView);
  if (!schema.change_streams.empty()) w.Array("change_streams", schema.change_streams, WriteChangeStream);
  if (!schema.search_indexes.empty()) w.Array("search_indexes", schema.search_indexes, WriteSearchIndex);
  if (!schema.roles.empty())
    w.Array("roles", schema.roles, [](model::JsonWriter& jw, const model::Role& r) {
      jw.BeginObject();
      jw.Field("name", r.name);
      model::WriteLocation(jw, r.location);
      jw.EndObject();
    });
  if (!schema.grants.empty()) w.Array("grants", schema.grants, WriteGrant);
  if (!schema.objects.empty()) w.Array("objects", schema.objects, WriteSpannerObject);
  if (schema.has_proto_bundle) w.StringArray("proto_bundle", schema.proto_bundle);
  if (!schema.database_options.empty()) {
    w.Key("database");
    w.BeginObject();
    w.Field("name", schema.database);
    WriteOptions(w, schema.database_options);
    w.EndObject();
  }
  w.Array("skipped", schema.skipped, [](model::JsonWriter& jw, const model::SkippedObject& s) {
    jw.BeginObject();
    jw.Field("kind", s.kind);
    jw.Field("name", s.name);
    jw.Field("file", s.location.file);
    jw.Field("line", s.location.line);
    jw.EndObject();
  });
  w.Array("diagnostics", schema.diagnostics.all(), [](model::JsonWriter& jw, const model::Diagnostic& d) {
    jw.BeginObject();
    jw.Field("severity", model::SeverityName(d.severity));
    jw.Field("code", d.code);
    jw.Field("file", d.location.file);
    jw.Field("line", d.location.line);
    jw.Field("column", d.location.column);
    jw.Field("message", d.message);
    jw.FieldOrNull("object", d.object);
    jw.FieldOrNull("fix", d.fix);
    jw.EndObject();
  });
  WriteStatements(w, schema.counts);
  WriteLive(w, schema);  // read from a running database only (docs/live.md)
  w.EndObject();
  return out;
}

}  // namespace spanlift::inspect
