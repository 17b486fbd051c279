// One query per catalog for the whole database. The server deparses every expression, type and
// index the way pg_dump prints it (format_type, pg_get_expr, pg_get_constraintdef,
// pg_get_indexdef, ...: pg_dump calls the same functions), under the session settings
// pg_connection.cpp sets (search_path '' qualifies every name).
#include "source/postgres_catalog.h"

#include "source/evidence.h"
#include "source/schema_source.h"

namespace spanlift::source {

namespace {

// The schemas read: pg_dump's default (no system schema), or those named.
std::string SchemaFilter(const std::string& alias, const std::vector<std::string>& schemas) {
  std::string sql = alias + ".nspname <> 'information_schema' AND " + alias + ".nspname !~ '^pg_'";
  if (schemas.empty()) return sql;
  sql += " AND " + alias + ".nspname IN (";
  for (size_t i = 0; i < schemas.size(); ++i) sql += (i ? ", " : "") + Literal(schemas[i]);
  return sql + ")";
}

// Objects an extension created are the extension's (pg_dump leaves them out too).
std::string NotInExtension(const std::string& catalog, const std::string& oid) {
  return "NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend x WHERE x.classid = '" + catalog +
         "'::pg_catalog.regclass AND x.objid = " + oid + " AND x.deptype = 'e')";
}

std::string Replace(std::string sql, const std::string& ns, const std::string& ext) {
  for (auto [from, to] : {std::pair<std::string, std::string>{"{NS}", ns}, {"{EXT}", ext}})
    for (size_t at = sql.find(from); at != std::string::npos; at = sql.find(from, at + to.size()))
      sql.replace(at, from.size(), to);
  return sql;
}

constexpr const char* kSchemas = R"(
SELECT n.oid, n.nspname, pg_catalog.quote_ident(n.nspname) AS qname,
       pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(n.nspowner)) AS owner,
       pg_catalog.pg_get_userbyid(n.nspowner) = 'pg_database_owner' AS default_owner,
       pg_catalog.obj_description(n.oid, 'pg_namespace') AS comment
FROM pg_catalog.pg_namespace n WHERE {NS} ORDER BY n.nspname)";

constexpr const char* kExtensions = R"(
SELECT x.oid, x.extname, pg_catalog.quote_ident(x.extname) AS qname, pg_catalog.quote_ident(n.nspname) AS schema,
       pg_catalog.obj_description(x.oid, 'pg_extension') AS comment
FROM pg_catalog.pg_extension x JOIN pg_catalog.pg_namespace n ON n.oid = x.extnamespace
WHERE x.oid >= 16384 ORDER BY x.extname)";

// The locale column is colliculocale in PostgreSQL 15-16 and colllocale from 17: read by name from the row's JSON.
constexpr const char* kCollations = R"(
SELECT co.oid, n.nspname, co.collname, pg_catalog.format('%I.%I', n.nspname, co.collname) AS qname,
       co.collprovider, co.collisdeterministic, co.collcollate, co.collctype,
       COALESCE(pg_catalog.to_jsonb(co) ->> 'colllocale', pg_catalog.to_jsonb(co) ->> 'colliculocale') AS locale,
       pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(co.collowner)) AS owner
FROM pg_catalog.pg_collation co JOIN pg_catalog.pg_namespace n ON n.oid = co.collnamespace
WHERE {NS} AND {EXT} ORDER BY n.nspname, co.collname)";

constexpr const char* kTypes = R"(
SELECT t.oid, n.nspname, t.typname, pg_catalog.format('%I.%I', n.nspname, t.typname) AS qname, t.typtype,
       pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(t.typowner)) AS owner,
       pg_catalog.obj_description(t.oid, 'pg_type') AS comment,
       CASE WHEN t.typtype = 'e' THEN (SELECT pg_catalog.json_agg(e.enumlabel ORDER BY e.enumsortorder)
                                       FROM pg_catalog.pg_enum e WHERE e.enumtypid = t.oid) END AS labels,
       CASE WHEN t.typtype = 'd' THEN pg_catalog.format_type(t.typbasetype, t.typtypmod) END AS base,
       t.typnotnull,
       COALESCE(pg_catalog.pg_get_expr(t.typdefaultbin, 'pg_catalog.pg_type'::pg_catalog.regclass), t.typdefault) AS default_expr,
       CASE WHEN t.typtype = 'd' AND t.typcollation <> 0 AND t.typcollation <>
                 (SELECT b.typcollation FROM pg_catalog.pg_type b WHERE b.oid = t.typbasetype)
            THEN (SELECT pg_catalog.format('%I.%I', cn.nspname, co.collname) FROM pg_catalog.pg_collation co
                  JOIN pg_catalog.pg_namespace cn ON cn.oid = co.collnamespace WHERE co.oid = t.typcollation) END AS collation,
       CASE WHEN t.typtype = 'd' THEN (SELECT pg_catalog.json_agg(pg_catalog.json_build_array(co.oid, pg_catalog.quote_ident(co.conname),
                                              pg_catalog.pg_get_constraintdef(co.oid), co.convalidated) ORDER BY co.conname)
                                       FROM pg_catalog.pg_constraint co WHERE co.contypid = t.oid) END AS checks,
       CASE WHEN t.typtype = 'c' THEN (SELECT pg_catalog.string_agg(pg_catalog.quote_ident(a.attname) || ' ' ||
                                              pg_catalog.format_type(a.atttypid, a.atttypmod), E',\n\t' ORDER BY a.attnum)
                                       FROM pg_catalog.pg_attribute a
                                       WHERE a.attrelid = t.typrelid AND a.attnum > 0 AND NOT a.attisdropped) END AS attributes,
       CASE WHEN t.typtype = 'r' THEN (SELECT pg_catalog.format_type(r.rngsubtype, NULL) FROM pg_catalog.pg_range r
                                       WHERE r.rngtypid = t.oid) END AS subtype
FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
WHERE {NS} AND t.typtype IN ('e', 'd', 'c', 'r')
  AND (t.typtype <> 'c' OR (SELECT c.relkind FROM pg_catalog.pg_class c WHERE c.oid = t.typrelid) = 'c')
  AND {EXT}
ORDER BY n.nspname, t.typname)";

constexpr const char* kFunctions = R"(
SELECT p.oid, n.nspname, p.proname, p.prokind, p.pronargs, pg_catalog.format('%I.%I', n.nspname, p.proname) AS qname,
       pg_catalog.pg_get_function_identity_arguments(p.oid) AS idargs,
       pg_catalog.pg_get_function_arguments(p.oid) AS args,
       CASE WHEN p.prokind <> 'a' THEN pg_catalog.pg_get_functiondef(p.oid) END AS def,
       CASE WHEN p.prokind = 'a' THEN (SELECT pg_catalog.format(E'SFUNC = %s,\n    STYPE = %s', a.aggtransfn::pg_catalog.regproc,
                                              pg_catalog.format_type(a.aggtranstype, NULL))
                                       FROM pg_catalog.pg_aggregate a WHERE a.aggfnoid = p.oid) END AS aggdef,
       pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(p.proowner)) AS owner,
       pg_catalog.obj_description(p.oid, 'pg_proc') AS comment
FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
WHERE {NS} AND {EXT}
ORDER BY n.nspname, p.proname, p.pronargs, idargs)";

constexpr const char* kRelations = R"(
SELECT c.oid, n.nspname, c.relname, c.relkind, c.relpersistence, c.relispartition, c.relrowsecurity,
       pg_catalog.format('%I.%I', n.nspname, c.relname) AS qname,
       pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(c.relowner)) AS owner,
       CASE WHEN c.relkind = 'p' THEN pg_catalog.pg_get_partkeydef(c.oid) END AS partkey,
       CASE WHEN c.relispartition THEN pg_catalog.pg_get_expr(c.relpartbound, c.oid) END AS bound,
       (SELECT pg_catalog.string_agg(pg_catalog.format('%I.%I', pn.nspname, pc.relname), ', ' ORDER BY i.inhseqno)
          FROM pg_catalog.pg_inherits i JOIN pg_catalog.pg_class pc ON pc.oid = i.inhparent
          JOIN pg_catalog.pg_namespace pn ON pn.oid = pc.relnamespace WHERE i.inhrelid = c.oid) AS parents,
       dsc.description AS comment,
       CASE WHEN c.relkind IN ('v', 'm') THEN pg_catalog.pg_get_viewdef(c.oid) END AS viewdef,
       pg_catalog.array_to_string(c.reloptions, ', ') AS reloptions,
       (SELECT pg_catalog.quote_ident(fs.srvname) FROM pg_catalog.pg_foreign_table ft
          JOIN pg_catalog.pg_foreign_server fs ON fs.oid = ft.ftserver WHERE ft.ftrelid = c.oid) AS server,
       pg_catalog.format_type(s.seqtypid, NULL) AS seqtype, s.seqstart, s.seqincrement, s.seqmax, s.seqmin, s.seqcache,
       s.seqcycle,
       CASE WHEN c.relkind = 'S' THEN pg_catalog.has_sequence_privilege(c.oid, 'SELECT,USAGE') END AS seq_readable,
       CASE WHEN c.relkind = 'S' AND pg_catalog.has_sequence_privilege(c.oid, 'SELECT,USAGE')
            THEN pg_catalog.pg_sequence_last_value(c.oid) END AS last_value,
       d.refobjid AS owned_by, d.deptype AS owned_kind,
       (SELECT pg_catalog.quote_ident(a.attname) FROM pg_catalog.pg_attribute a
         WHERE a.attrelid = d.refobjid AND a.attnum = d.refobjsubid) AS owned_column,
       (SELECT a.attidentity FROM pg_catalog.pg_attribute a
         WHERE a.attrelid = d.refobjid AND a.attnum = d.refobjsubid) AS identity_kind
FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_catalog.pg_sequence s ON s.seqrelid = c.oid
LEFT JOIN pg_catalog.pg_description dsc ON dsc.objoid = c.oid AND dsc.objsubid = 0
     AND dsc.classoid = 'pg_catalog.pg_class'::pg_catalog.regclass
LEFT JOIN pg_catalog.pg_depend d ON c.relkind = 'S' AND d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass
     AND d.objid = c.oid AND d.refclassid = 'pg_catalog.pg_class'::pg_catalog.regclass AND d.deptype IN ('a', 'i')
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND {NS} AND {EXT}
ORDER BY n.nspname, c.relname)";

constexpr const char* kColumns = R"(
SELECT a.attrelid, a.attnum, pg_catalog.quote_ident(a.attname) AS qname,
       pg_catalog.format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull, a.attidentity, a.attgenerated,
       a.attislocal, pg_catalog.pg_get_expr(ad.adbin, ad.adrelid) AS default_expr, ad.oid AS attrdef,
       CASE WHEN a.attcollation <> 0 AND a.attcollation <> t.typcollation
            THEN (SELECT pg_catalog.format('%I.%I', cn.nspname, co.collname) FROM pg_catalog.pg_collation co
                  JOIN pg_catalog.pg_namespace cn ON cn.oid = co.collnamespace WHERE co.oid = a.attcollation) END AS collation,
       dsc.description AS comment
FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_catalog.pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
LEFT JOIN pg_catalog.pg_description dsc ON dsc.objoid = a.attrelid AND dsc.objsubid = a.attnum
     AND dsc.classoid = 'pg_catalog.pg_class'::pg_catalog.regclass
WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'f', 'v', 'm') AND {NS} AND {EXT}
ORDER BY a.attrelid, a.attnum)";

constexpr const char* kConstraints = R"(
SELECT co.oid, co.conrelid, co.conname, pg_catalog.quote_ident(co.conname) AS qname, co.contype,
       pg_catalog.pg_get_constraintdef(co.oid) AS def, co.convalidated, co.conislocal, co.conparentid,
       dsc.description AS comment
FROM pg_catalog.pg_constraint co JOIN pg_catalog.pg_class c ON c.oid = co.conrelid
LEFT JOIN pg_catalog.pg_description dsc ON dsc.objoid = co.oid AND dsc.objsubid = 0
     AND dsc.classoid = 'pg_catalog.pg_constraint'::pg_catalog.regclass
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE co.contype IN ('c', 'p', 'u', 'f', 'x') AND {NS} AND {EXT}
ORDER BY co.conrelid, co.conname)";

constexpr const char* kIndexes = R"(
SELECT i.indexrelid, i.indrelid, ci.relname, pg_catalog.format('%I.%I', n.nspname, ci.relname) AS qname,
       pg_catalog.pg_get_indexdef(i.indexrelid) AS def,
       dsc.description AS comment,
       (SELECT pg_catalog.format('%I.%I', pn.nspname, pc.relname) FROM pg_catalog.pg_inherits h
          JOIN pg_catalog.pg_class pc ON pc.oid = h.inhparent JOIN pg_catalog.pg_namespace pn ON pn.oid = pc.relnamespace
         WHERE h.inhrelid = i.indexrelid) AS parent_index,
       (SELECT co.oid FROM pg_catalog.pg_constraint co WHERE co.conindid = i.indexrelid AND co.conrelid = i.indrelid
           AND co.contype IN ('p', 'u', 'x') LIMIT 1) AS constraint_oid
FROM pg_catalog.pg_index i JOIN pg_catalog.pg_class ci ON ci.oid = i.indexrelid
LEFT JOIN pg_catalog.pg_description dsc ON dsc.objoid = i.indexrelid AND dsc.objsubid = 0
     AND dsc.classoid = 'pg_catalog.pg_class'::pg_catalog.regclass
JOIN pg_catalog.pg_class c ON c.oid = i.indrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p', 'm') AND {NS} AND {EXT}
ORDER BY i.indrelid, ci.relname)";

constexpr const char* kTriggers = R"(
SELECT t.oid, t.tgrelid, t.tgname, pg_catalog.pg_get_triggerdef(t.oid, false) AS def
FROM pg_catalog.pg_trigger t JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE NOT t.tgisinternal AND t.tgparentid = 0 AND {NS} AND {EXT}
ORDER BY t.tgrelid, t.tgname)";

constexpr const char* kRules = R"(
SELECT r.oid, r.ev_class, r.rulename, pg_catalog.pg_get_ruledef(r.oid) AS def
FROM pg_catalog.pg_rewrite r JOIN pg_catalog.pg_class c ON c.oid = r.ev_class
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE r.rulename <> '_RETURN' AND {NS} AND {EXT}
ORDER BY r.ev_class, r.rulename)";

constexpr const char* kPolicies = R"(
SELECT p.oid, p.polrelid, p.polname, pg_catalog.quote_ident(p.polname) AS qname, p.polcmd, p.polpermissive,
       CASE WHEN p.polroles = '{0}' THEN NULL ELSE
         (SELECT pg_catalog.string_agg(pg_catalog.quote_ident(r.rolname), ', ' ORDER BY r.rolname)
            FROM pg_catalog.pg_roles r WHERE r.oid = ANY (p.polroles)) END AS roles,
       pg_catalog.pg_get_expr(p.polqual, p.polrelid) AS qual,
       pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) AS withcheck
FROM pg_catalog.pg_policy p JOIN pg_catalog.pg_class c ON c.oid = p.polrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE {NS} AND {EXT}
ORDER BY p.polrelid, p.polname)";

// Privileges that differ from an object's default (its owner's, plus PUBLIC's for functions and
// types; initdb's for the public schema): pg_dump's REVOKE / GRANT statements, one row per grantee.
constexpr const char* kAcls = R"(
WITH o AS (
  SELECT 'SCHEMA' AS kind, n.oid, pg_catalog.quote_ident(n.nspname) AS name, n.nspacl AS acl, n.nspowner AS owner,
         COALESCE((SELECT ip.initprivs FROM pg_catalog.pg_init_privs ip WHERE ip.objoid = n.oid AND ip.objsubid = 0
                     AND ip.classoid = 'pg_catalog.pg_namespace'::pg_catalog.regclass),
                  pg_catalog.acldefault('n', n.nspowner)) AS base
  FROM pg_catalog.pg_namespace n WHERE {NS} AND n.nspacl IS NOT NULL
  UNION ALL
  SELECT CASE WHEN c.relkind = 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.oid,
         pg_catalog.format('%I.%I', n.nspname, c.relname), c.relacl, c.relowner,
         pg_catalog.acldefault((CASE WHEN c.relkind = 'S' THEN 's' ELSE 'r' END)::"char", c.relowner)
  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relacl IS NOT NULL AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND {NS} AND {EXT}
  UNION ALL
  SELECT CASE WHEN p.prokind = 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, p.oid,
         pg_catalog.format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)),
         p.proacl, p.proowner, pg_catalog.acldefault('f', p.proowner)
  FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
  WHERE p.proacl IS NOT NULL AND {NS} AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend x
        WHERE x.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND x.objid = p.oid AND x.deptype = 'e')
  UNION ALL
  SELECT CASE WHEN t.typtype = 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid, pg_catalog.format('%I.%I', n.nspname, t.typname),
         t.typacl, t.typowner, pg_catalog.acldefault('T', t.typowner)
  FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
  WHERE t.typacl IS NOT NULL AND t.typtype IN ('e', 'd', 'c', 'r') AND {NS}
),
-- initdb's privileges name pg_database_owner as the owner; ALTER ... OWNER TO put the new owner in
-- its place, so the baseline does too.
e AS (
  SELECT o.kind, o.oid, o.name, 'before' AS side, x.privilege_type,
         CASE WHEN x.grantee = (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = 'pg_database_owner')
              THEN o.owner ELSE x.grantee END AS grantee
  FROM o, LATERAL pg_catalog.aclexplode(o.base) x
  UNION ALL
  SELECT o.kind, o.oid, o.name, 'now', y.privilege_type, y.grantee FROM o, LATERAL pg_catalog.aclexplode(o.acl) y
)
SELECT e.kind, e.oid, e.name,
       CASE WHEN e.grantee = 0 THEN 'PUBLIC' ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(e.grantee)) END AS grantee,
       pg_catalog.string_agg(DISTINCT e.privilege_type, ', ') FILTER (WHERE e.side = 'before') AS before,
       pg_catalog.string_agg(DISTINCT e.privilege_type, ', ') FILTER (WHERE e.side = 'now') AS now
FROM e GROUP BY e.kind, e.oid, e.name, e.grantee
ORDER BY e.kind, e.oid, e.grantee)";

// Dependencies between user objects (oids from FirstNormalObjectId on): what forces pg_dump to
// move an object after another one.
constexpr const char* kDepends = R"(
SELECT d.classid::pg_catalog.regclass::text AS cls, d.objid, d.refclassid::pg_catalog.regclass::text AS refcls,
       d.refobjid, d.deptype
FROM pg_catalog.pg_depend d
WHERE d.deptype IN ('n', 'a', 'i') AND d.objid >= 16384 AND d.refobjid >= 16384
  AND d.classid IN ('pg_catalog.pg_class'::pg_catalog.regclass, 'pg_catalog.pg_proc'::pg_catalog.regclass,
                    'pg_catalog.pg_type'::pg_catalog.regclass, 'pg_catalog.pg_attrdef'::pg_catalog.regclass,
                    'pg_catalog.pg_constraint'::pg_catalog.regclass, 'pg_catalog.pg_rewrite'::pg_catalog.regclass,
                    'pg_catalog.pg_trigger'::pg_catalog.regclass, 'pg_catalog.pg_policy'::pg_catalog.regclass)
  AND d.refclassid IN ('pg_catalog.pg_class'::pg_catalog.regclass, 'pg_catalog.pg_proc'::pg_catalog.regclass,
                       'pg_catalog.pg_type'::pg_catalog.regclass)
ORDER BY 1, 2, 3, 4)";

}  // namespace

std::optional<std::string> DroppedTable(Connection& connection, const Result& relations) {
  std::string names, oids;
  for (size_t i = 0; i < relations.size(); ++i) {
    std::string kind = relations[i].Text("relkind");
    if (kind != "r" && kind != "p") continue;
    names += (names.empty() ? "" : ", ") + Literal(relations[i].Text("qname"));
    oids += (oids.empty() ? "" : ", ") + relations[i].Text("oid");
  }
  if (names.empty()) return std::nullopt;
  Result gone = connection.Query(
      "SELECT t.q FROM ROWS FROM (pg_catalog.unnest(ARRAY[" + names + "]::text[]), pg_catalog.unnest(ARRAY[" + oids +
          "]::oid[])) AS t(q, o) WHERE pg_catalog.to_regclass(t.q) IS DISTINCT FROM t.o ORDER BY 1",
      "the tables again");
  if (gone.size() == 0) return std::nullopt;
  return gone[0].Text("q");
}

SourceError DroppedError(const Connection& connection, const std::string& table) {
  return SourceError(connection.spec().Display() + ": table " + table +
                     " was dropped or replaced while it was being read; read the database again");
}

PgCatalog ReadPgCatalog(Connection& connection, const std::vector<std::string>& schemas) {
  PgCatalog c;
  // Each query under a savepoint: when one fails because a table went away meanwhile (the server's
  // deparsing functions see the latest catalog, not the snapshot), the transaction still answers
  // which table it was.
  auto run = [&](const char* sql, const std::string& catalog, const std::string& oid, std::string_view what) {
    std::string ns = SchemaFilter("n", schemas);
    connection.Query("SAVEPOINT catalog", "a catalog");
    Result r;
    try {
      r = connection.Query(Replace(sql, ns, catalog.empty() ? "true" : NotInExtension(catalog, oid)), what);
    } catch (const SourceError& e) {
      if (LostConnection(e)) throw;
      connection.Query("ROLLBACK TO SAVEPOINT catalog", "a catalog");
      if (auto table = DroppedTable(connection, c.relations)) throw DroppedError(connection, *table);
      throw;
    }
    connection.Query("RELEASE SAVEPOINT catalog", "a catalog");
    MaybePause(connection, what, true);
    return r;
  };
  c.schemas = run(kSchemas, "", "", "schemas");
  c.extensions = run(kExtensions, "", "", "extensions");
  c.collations = run(kCollations, "pg_catalog.pg_collation", "co.oid", "collations");
  c.types = run(kTypes, "pg_catalog.pg_type", "t.oid", "types");
  c.functions = run(kFunctions, "pg_catalog.pg_proc", "p.oid", "functions");
  c.relations = run(kRelations, "pg_catalog.pg_class", "c.oid", "tables");
  c.columns = run(kColumns, "pg_catalog.pg_class", "c.oid", "columns");
  c.constraints = run(kConstraints, "pg_catalog.pg_class", "c.oid", "constraints");
  c.indexes = run(kIndexes, "pg_catalog.pg_class", "c.oid", "indexes");
  c.triggers = run(kTriggers, "pg_catalog.pg_class", "c.oid", "triggers");
  c.rules = run(kRules, "pg_catalog.pg_class", "c.oid", "rules");
  c.policies = run(kPolicies, "pg_catalog.pg_class", "c.oid", "policies");
  c.depends = run(kDepends, "", "", "dependencies");
  c.acls = run(kAcls, "pg_catalog.pg_class", "c.oid", "privileges");
  return c;
}

}  // namespace spanlift::source
