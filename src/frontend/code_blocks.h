#pragma once
// PostgreSQL DO blocks that only wrap DDL. Migration tools write every foreign key and enum inside
// one so that re-running the file is harmless (Drizzle, Flyway, Kestra):
//   DO $$ BEGIN ALTER TABLE ... ADD CONSTRAINT ...; EXCEPTION WHEN duplicate_object THEN null; END $$;
//   DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_type WHERE ...) THEN CREATE TYPE ...; END IF; END $$;
// On a fresh database such a block runs its statements, so they are the schema's. A block that
// computes (EXECUTE, loops, variables, conditions other than an existence guard) cannot be read
// without running it: ReadDoBlock says which construct stopped it.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::frontend {

struct DoBlock {
  bool readable = false;
  // Offsets in the DO statement's text of each wrapped statement (without its ';'), in order.
  struct Piece {
    size_t offset = 0, length = 0;
  };
  std::vector<Piece> statements;
  // When not readable: the construct that stopped it ("dynamic EXECUTE", "a FOR loop", ...) and its offset.
  std::string problem;
  size_t problem_offset = 0;
};

// `text` is a whole `DO [LANGUAGE plpgsql] $tag$ ... $tag$` statement without its terminator.
DoBlock ReadDoBlock(std::string_view text);

}  // namespace spanlift::frontend
