// Keys read ahead (frontend/keys_ahead.h): the statements after the last COPY block of a file,
// and the profiler sketching only the key columns pg_dump declares after the rows.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "frontend/frontend.h"
#include "frontend/keys_ahead.h"
#include "profile/profiler.h"

namespace spanlift::frontend {
namespace {

// An anonymous file holding `text` (what ReadAfterLastCopy reads: a regular, seekable file).
int MemoryFile(const std::string& text) {
  int fd = ::memfd_create("keys-ahead-test", MFD_CLOEXEC);
  EXPECT_EQ(::write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
  return fd;
}

std::optional<std::string> Tail(const std::string& text, uint64_t reach = kMaxPostDataBytes) {
  int fd = MemoryFile(text);
  std::optional<std::string> tail = ReadAfterLastCopy(fd, reach);
  ::close(fd);
  return tail;
}

TEST(ReadAfterLastCopy, Table) {
  struct Case {
    std::string text;
    std::optional<std::string> tail;
  };
  const std::vector<Case> cases = {
      {"COPY t (a) FROM stdin;\n1\n\\.\nALTER TABLE t ADD PRIMARY KEY (a);\n", "ALTER TABLE t ADD PRIMARY KEY (a);\n"},
      {"COPY a FROM stdin;\n\\.\nX;\nCOPY b FROM stdin;\n2\n\\.\r\nY;\n", "Y;\n"},  // the last block, CRLF
      {"COPY t FROM stdin;\n1\n\\.\n", ""},                                         // nothing after it
      {"COPY t FROM stdin;\n1\n\\.", ""},                                           // "\." ends the file
      {"CREATE TABLE t (a int);\n", std::nullopt},                                  // no COPY block
      {"\\.\nCREATE TABLE t (a int);\n", std::nullopt},                             // not after a line
      {"COPY t FROM stdin;\na\\.b\n\\.x\n", std::nullopt},                          // not alone on its line
  };
  for (const auto& c : cases) EXPECT_EQ(Tail(c.text), c.tail) << c.text;
}

// A marker cut by the 1 MiB read blocks, and one beyond the reach.
TEST(ReadAfterLastCopy, BlocksAndReach) {
  const std::string rows(3u << 20, 'r');
  const std::string line = "ALTER TABLE t ADD PRIMARY KEY (a);\n";
  for (size_t cut = 0; cut < 6; ++cut) {  // the last block starts `cut` bytes into "\n\\.\n"
    std::string after = line + std::string((1u << 20) - 4 + cut - line.size(), ' ');
    EXPECT_EQ(Tail(rows + "\n\\.\n" + after), after) << cut;
  }
  EXPECT_EQ(Tail(rows + "\n\\.\n" + rows, 1u << 20), std::nullopt);
}

TEST(ReadAfterLastCopy, NotARegularFile) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  EXPECT_EQ(ReadAfterLastCopy(fds[0], kMaxPostDataBytes), std::nullopt);
  ::close(fds[0]);
  ::close(fds[1]);
}

std::vector<std::string> Profiled(const model::Schema& schema, const std::string& table) {
  std::vector<std::string> columns;
  for (const auto& t : schema.tables)
    if (t.name == table && t.data)
      for (const auto& c : t.data->columns) columns.push_back(c.column);
  return columns;
}

// pg_dump's order: the table, its rows, then its key and an index. Without the keys read ahead
// every NOT NULL column would be sketched; with them, the key's, the index's and the foreign
// key's columns (and not the NOT NULL `label`).
TEST(KeysAhead, ProfilerSketchesTheKeysDeclaredAfterTheRows) {
  const std::string dump =
      "CREATE TABLE public.parent (id integer NOT NULL);\n"
      "CREATE TABLE public.child (id integer NOT NULL, parent_id integer, label character varying(20) NOT NULL,\n"
      "  created timestamp without time zone);\n"
      "COPY public.parent (id) FROM stdin;\n1\n\\.\n"
      "COPY public.child (id, parent_id, label, created) FROM stdin;\n"
      "1\t1\ta\t2024-01-01 00:00:00\n2\t1\tb\t2024-01-02 00:00:00\n\\.\n"
      "ALTER TABLE ONLY public.parent ADD CONSTRAINT parent_pkey PRIMARY KEY (id);\n"
      "ALTER TABLE ONLY public.child ADD CONSTRAINT child_pkey PRIMARY KEY (id);\n"
      "CREATE INDEX child_created ON public.child USING btree (created);\n"
      "ALTER TABLE ONLY public.child ADD CONSTRAINT child_parent FOREIGN KEY (parent_id) REFERENCES public.parent(id);\n";
  LoadOptions options;
  options.dialect = model::Dialect::kPostgres;
  options.data_sink = profile::MakeProfiler;
  model::Schema schema = LoadText(dump, "dump.sql", options);
  EXPECT_EQ(Profiled(schema, "child"), (std::vector<std::string>{"id", "parent_id", "created"}));
  EXPECT_EQ(Profiled(schema, "parent"), (std::vector<std::string>{"id"}));
  EXPECT_EQ(schema.diagnostics.all().size(), 0u);
}

}  // namespace
}  // namespace spanlift::frontend
