// Java harness: runs the generated SpanliftShards on vectors.tsv. Usage: java Harness VECTORS
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;

public final class Harness {
  private static byte[] hex(String t) {
    byte[] out = new byte[t.length() / 2];
    for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(t.substring(2 * i, 2 * i + 2), 16);
    return out;
  }

  private static Instant instant(String t) {
    if (t.equals("NULL")) return null;
    long micros = Long.parseLong(t);
    return Instant.ofEpochSecond(Math.floorDiv(micros, 1000000L), Math.floorMod(micros, 1000000L) * 1000L);
  }

  private static String str(String t) {
    return t.equals("NULL") ? null : new String(hex(t), StandardCharsets.UTF_8);
  }

  private static String[] got(String kind, String t) {
    boolean nul = t.equals("NULL");
    switch (kind) {
      case "fp":
        return new String[] {"" + SpanliftShards.farmFingerprint(hex(t)), "" + SpanliftShards.crc32(hex(t))};
      case "multi": {
        String[] p = t.split(",", -1);
        long a = Long.parseLong(p[0]);
        return new String[] {"" + SpanliftShards.tMultiFarm(a, str(p[1]), instant(p[2])),
            "" + SpanliftShards.tMultiCrc(a, str(p[1]), instant(p[2]))};
      }
      case "bitrev": {
        long v = Long.parseLong(t);
        return new String[] {"" + SpanliftShards.tSeqIdBitReverse(v),
            "" + SpanliftShards.tSeqIdBitUnreverse(SpanliftShards.tSeqIdBitReverse(v))};
      }
      case "int64":
        return nul ? new String[] {"" + SpanliftShards.tInt64Farm(null), "-"}
                   : new String[] {"" + SpanliftShards.tInt64Farm(Long.parseLong(t)), "" + SpanliftShards.tInt64Crc(Long.parseLong(t))};
      case "string":
        return new String[] {"" + SpanliftShards.tStringFarm(str(t)), nul ? "-" : "" + SpanliftShards.tStringCrc(str(t))};
      case "bool":
        return nul ? new String[] {"" + SpanliftShards.tBoolFarm(null), "-"}
                   : new String[] {"" + SpanliftShards.tBoolFarm(t.equals("true")), "" + SpanliftShards.tBoolCrc(t.equals("true"))};
      case "timestamp":
        return new String[] {"" + SpanliftShards.tTimestampFarm(instant(t)), nul ? "-" : "" + SpanliftShards.tTimestampCrc(instant(t))};
      case "date": {
        LocalDate d = nul ? null : LocalDate.parse(t);
        return new String[] {"" + SpanliftShards.tDateFarm(d), nul ? "-" : "" + SpanliftShards.tDateCrc(d)};
      }
      default: {
        byte[] b = nul ? null : hex(t);
        return new String[] {"" + SpanliftShards.tBytesFarm(b), nul ? "-" : "" + SpanliftShards.tBytesCrc(b)};
      }
    }
  }

  public static void main(String[] args) throws Exception {
    int rows = 0, failures = 0;
    for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      if (line.isEmpty()) continue;
      String[] f = line.split("\t", -1);
      String[] want = f[0].equals("bitrev") ? new String[] {f[2], f[1]} : new String[] {f[2], f[3]};
      String[] result = got(f[0], f[1]);
      rows++;
      if (!Arrays.equals(want, result)) {
        failures++;
        System.out.println("java: " + f[0] + " " + f[1] + ": want " + Arrays.toString(want) + " got " + Arrays.toString(result));
      }
    }
    if (!SpanliftShards.T_MULTI_KEY_READ_BETWEEN.startsWith("SELECT")) failures++;
    System.out.println("java: " + rows + " rows, " + failures + " failures");
    System.exit(failures == 0 ? 0 : 1);
  }
}
