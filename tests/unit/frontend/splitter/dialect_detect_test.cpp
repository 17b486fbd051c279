// Dialect detection: dump headers first, then votes; no evidence -> kUnknown.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "frontend/splitter.h"

namespace spanlift::frontend {
namespace {

using model::Dialect;

TEST(DetectDialectTest, Rows) {
  const std::vector<std::pair<std::string, Dialect>> rows = {
      {"-- MySQL dump 10.13  Distrib 8.0.19", Dialect::kMySql},
      {"-- MariaDB dump 10.19", Dialect::kMySql},
      {"/*M!999999\\- enable the sandbox mode */", Dialect::kMySql},
      {"-- phpMyAdmin SQL Dump\n-- version 5.0", Dialect::kMySql},
      {"--\n-- PostgreSQL database dump\n--", Dialect::kPostgres},
      {"SET statement_timeout = 0;", Dialect::kPostgres},
      {"SELECT pg_catalog.set_config('search_path', '', false);", Dialect::kPostgres},
      {"CREATE TABLE `t` (id int) ENGINE=InnoDB;", Dialect::kMySql},
      {"CREATE TABLE t (id int AUTO_INCREMENT);", Dialect::kMySql},
      {"# a comment\nCREATE TABLE t (id int);", Dialect::kMySql},
      {"/*!40101 SET NAMES utf8 */;", Dialect::kMySql},
      {"CREATE TABLE t (id serial, d text DEFAULT 'x'::text);", Dialect::kPostgres},
      {"CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;", Dialect::kPostgres},
      {"COPY t (a) FROM stdin;\n1\n\\.\n", Dialect::kPostgres},
      {"CREATE TABLE public.t (id int);", Dialect::kPostgres},
      {"CREATE TABLE t (id INT64) PRIMARY KEY (id);", Dialect::kSpanner},
      {"CREATE TABLE c (a INT64, b STRING(MAX)) PRIMARY KEY (a, b),\n  INTERLEAVE IN PARENT p;", Dialect::kSpanner},
      {"CREATE TABLE `Order` (`Key` INT64, Tags ARRAY<STRING(MAX)>) PRIMARY KEY (`Key`);", Dialect::kSpanner},
      {"CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive');", Dialect::kSpanner},
      // spanlift's own output for a small MySQL schema: reserved names in backticks.
      {"CREATE TABLE `Order` (\n  id INT64 NOT NULL,\n  note STRING(20)\n) PRIMARY KEY (id);", Dialect::kSpanner},
      {"CREATE TABLE t (d DATE, n STRING(20)) PRIMARY KEY (d);", Dialect::kSpanner},
      // The header decides even when Spanner type names appear (a migration tool's comments).
      {"-- MySQL dump 10.17\n-- BIGINT | INT64 | STRING(MAX)\n", Dialect::kMySql},
      // Small files: one PostgreSQL-only spelling is enough.
      {"CREATE TABLE u (id bigint NOT NULL PRIMARY KEY, t timestamp with time zone);", Dialect::kPostgres},
      {"CREATE TABLE u (t timestamp(3) without time zone, n character varying(20));", Dialect::kPostgres},
      {"CREATE TABLE u (s text DEFAULT E'a\\nb');", Dialect::kPostgres},
      {"CREATE TABLE u (id bigint GENERATED ALWAYS AS IDENTITY, j jsonb);", Dialect::kPostgres},
      {"CREATE SCHEMA s\n  CREATE TABLE a (id int)\n  CREATE TABLE b (id int);", Dialect::kPostgres},
      {"CREATE SCHEMA s;\nCREATE TABLE a (id int);", Dialect::kUnknown},
      {"CREATE TABLE u (d datetime, t longtext);", Dialect::kMySql},
      {"CREATE TABLE t (id int);", Dialect::kUnknown},
      {"", Dialect::kUnknown},
  };
  for (const auto& [head, want] : rows) EXPECT_EQ(DetectDialect(head), want) << head;
}

TEST(DetectDialectTest, MajorityWins) {
  // One PostgreSQL habit against several MySQL ones.
  EXPECT_EQ(DetectDialect("CREATE TABLE `a` (id int UNSIGNED AUTO_INCREMENT) ENGINE=InnoDB; -- x::y"), Dialect::kMySql);
  // A tie is not a MySQL win.
  EXPECT_EQ(DetectDialect("CREATE TABLE `a` (b text DEFAULT 'x'::text);"), Dialect::kPostgres);
}

}  // namespace
}  // namespace spanlift::frontend
