// Java runner of snippet_calls.py: java Calls CALLS OUT JAVA_DIR...; one result per line. Compiles
// each JAVA_DIR/SpanliftShards.java in-process (javac -Xlint:all -Werror) into OUT/c<K>, loads each
// with its own class loader, finds the generated methods by name and decodes the values by their
// parameter types.
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

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

  private static Map<String, Method> load(int k, Path out, String source) throws Exception {
    Path classes = out.resolve("c" + k);
    Files.createDirectories(classes);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    String[] options = {"-encoding", "UTF-8", "-Xlint:all", "-Werror", "-d", classes.toString(), source};
    if (javac.run(null, null, null, options) != 0) throw new IllegalStateException("javac failed: " + source);
    ClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, Calls.class.getClassLoader());
    Map<String, Method> methods = new HashMap<>();
    for (Method m : loader.loadClass("SpanliftShards").getMethods()) methods.put(m.getName(), m);
    return methods;
  }

  public static void main(String[] args) throws Exception {
    List<Map<String, Method>> modules = new ArrayList<>();
    for (int k = 2; k < args.length; k++)
      modules.add(load(k - 2, Paths.get(args[1]), Paths.get(args[k], "SpanliftShards.java").toString()));
    StringBuilder out = new StringBuilder();
    for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      if (line.isEmpty()) continue;
      String[] f = line.split("\t", -1);
      String[] name = f[0].split(":");
      Method m = modules.get(Integer.parseInt(name[0])).get(name[1]);
      Class<?>[] types = m.getParameterTypes();
      Object[] values = new Object[types.length];
      for (int i = 0; i < types.length; i++) values[i] = decode(types[i], f[2 + i]);
      out.append(m.invoke(null, values)).append('\n');
    }
    System.out.print(out);
  }
}
