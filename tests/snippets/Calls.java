// Java runner of snippet_calls.py: java Calls CALLS; one result per line. Finds each generated
// method of SpanliftShards by name and decodes the values by its parameter types.
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

public final class Calls {
  private Calls() {}

  private static byte[] hex(String t) {
    byte[] out = new byte[t.length() / 2];
    for (int i = 0; i < out.length; i++) out[i] = (byte) Integer.parseInt(t.substring(2 * i, 2 * i + 2), 16);
    return out;
  }

  private static Object decode(Class<?> type, String t) {
    if (t.equals("NULL")) return null;
    if (type == long.class || type == Long.class) return Long.parseLong(t);
    if (type == boolean.class || type == Boolean.class) return t.equals("true");
    if (type == String.class) return new String(hex(t), StandardCharsets.UTF_8);
    if (type == byte[].class) return hex(t);
    if (type == LocalDate.class) {
      String[] p = t.split("-");
      return LocalDate.of(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]));
    }
    if (type == Instant.class) {
      long micros = Long.parseLong(t);
      return Instant.ofEpochSecond(Math.floorDiv(micros, 1000000L), Math.floorMod(micros, 1000000L) * 1000L);
    }
    throw new IllegalArgumentException("parameter type " + type);
  }

  public static void main(String[] args) throws Exception {
    Map<String, Method> methods = new HashMap<>();
    for (Method m : SpanliftShards.class.getMethods()) methods.put(m.getName(), m);
    StringBuilder out = new StringBuilder();
    for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      if (line.isEmpty()) continue;
      String[] f = line.split("\t", -1);
      Method m = methods.get(f[0]);
      Class<?>[] types = m.getParameterTypes();
      Object[] values = new Object[types.length];
      for (int i = 0; i < types.length; i++) values[i] = decode(types[i], f[2 + i]);
      out.append(m.invoke(null, values)).append('\n');
    }
    System.out.print(out);
  }
}
