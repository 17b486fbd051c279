// Node harness: runs the tsc-compiled spanlift_shards.ts on vectors.tsv. Usage: node harness.js MODULE.js VECTORS
"use strict";
const fs = require("fs");
const mod = require(process.argv[2]);

const hex = (t) => Uint8Array.from(Buffer.from(t, "hex"));
function value(kind, t) {
  if (t === "NULL") return null;
  switch (kind) {
    case "int64": return BigInt(t);
    case "string": return Buffer.from(t, "hex").toString("utf8");
    case "bool": return t === "true";
    case "timestamp": return BigInt(t);  // microseconds: Date would lose them
    case "date": {
      const [y, m, d] = t.split("-").map(Number);
      const date = new Date(0);
      date.setUTCFullYear(y, m - 1, d);  // Date.UTC maps years 0..99 to 19xx
      return date;
    }
    default: return hex(t);
  }
}

function got(kind, t) {
  if (kind === "fp") return [mod.farmFingerprint(hex(t)), mod.crc32(hex(t))];
  if (kind === "multi") {
    const [a, b, c] = t.split(",");
    const args = [value("int64", a), value("string", b), value("timestamp", c)];
    return [mod.tMultiFarm(...args), mod.tMultiCrc(...args)];
  }
  if (kind === "bitrev") return [mod.tSeqIdBitReverse(BigInt(t)), mod.tSeqIdBitUnreverse(mod.tSeqIdBitReverse(BigInt(t)))];
  const name = "t" + kind[0].toUpperCase() + kind.slice(1);
  const v = value(kind, t);
  return [mod[name + "Farm"](v), v === null ? "-" : mod[name + "Crc"](v)];
}

let rows = 0, failures = 0;
for (const line of fs.readFileSync(process.argv[3], "utf8").split("\n")) {
  if (!line) continue;
  const [kind, t, ...rest] = line.split("\t");
  const want = kind === "bitrev" ? [rest[0], t] : rest;
  const result = got(kind, t).map(String);
  rows++;
  if (result.join("\t") !== want.join("\t")) {
    failures++;
    console.log(`typescript: ${kind} ${t}: want ${want} got ${result}`);
  }
}
// A Date timestamp (millisecond precision) gives the same text as its microseconds.
if (mod.tTimestampFarm(new Date(-1)) !== mod.tTimestampFarm(-1000n)) { failures++; console.log("typescript: Date timestamp"); }
if (!mod.T_MULTI_KEY_READ_BETWEEN.startsWith("SELECT")) failures++;
console.log(`typescript: ${rows} rows, ${failures} failures`);
process.exit(failures ? 1 : 0);
