// Peer: node-sql-parser (npm) on a MySQL dump, statement by statement as its README suggests
// for scripts. Statements are cut on ";\n" (good enough for mysqldump output); statements it
// cannot parse are counted, not fatal.
"use strict";
const fs = require("fs");
const { Parser } = require("node-sql-parser");

const parser = new Parser();
const text = fs.readFileSync(process.argv[2], "latin1");
let ok = 0, failed = 0;
for (const stmt of text.split(/;\s*\n/)) {
  const body = stmt.replace(/^(\s*(--[^\n]*|\/\*[\s\S]*?\*\/)\s*)*/g, "").trim();
  if (!body) continue;
  try {
    parser.astify(body, { database: "MySQL" });
    ok++;
  } catch (e) {
    failed++;
  }
}
console.log(`${ok} parsed, ${failed} not parsed`);
