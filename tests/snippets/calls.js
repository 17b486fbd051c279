// Node runner of snippet_calls.py: node calls.js CALLS COMPILED_MODULE...; one result per line.
"use strict";
const fs = require("fs");
const modules = process.argv.slice(3).map((m) => require(m));

function date(text) {
  const [y, m, d] = text.split("-").map(Number);
  const v = new Date(0);
  v.setUTCFullYear(y, m - 1, d); // not Date.UTC, which reads years 0..99 as 1900..1999
  return v;
}

const decode = {
  int64: (t) => BigInt(t),
  string: (t) => Buffer.from(t, "hex").toString("utf8"),
  bool: (t) => t === "true",
  timestamp: (t) => BigInt(t), // microseconds: a Date would lose them
  date,
  bytes: (t) => new Uint8Array(Buffer.from(t, "hex")),
};

const out = [];
for (const line of fs.readFileSync(process.argv[2], "utf8").split("\n")) {
  if (line === "") continue;
  const [name, kinds, ...values] = line.split("\t");
  const args = (kinds ? kinds.split(",") : []).map((k, i) =>
    values[i] === "NULL" ? null : decode[k.replace("?", "")](values[i]));
  const [k, fn] = name.split(":");
  out.push(modules[Number(k)][fn](...args).toString());
}
process.stdout.write(out.join("\n") + "\n");
