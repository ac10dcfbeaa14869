
import org.slf4j.*; import java.nio.file.*; import java.util.*;
public class LogGen {
  public static void main(String[] a) throws Exception {
    for (String l : Files.readAllLines(Paths.get(a[0]), java.nio.charset.StandardCharsets.UTF_8)) {
      String[] f = l.split("\t", -1);
      Logger log = LoggerFactory.getLogger(f[0]);
      MDC.clear();
      if (!f[2].isEmpty()) for (String kv : f[2].split("\u001f")) { String[] p = kv.split("\u001e", 2); MDC.put(p[0], p[1]); }
      switch (f[1]) { case "WARN": log.warn(f[3]); break; case "ERROR": log.error(f[3]); break; case "DEBUG": log.debug(f[3]); break; default: log.info(f[3]); }
      Thread.sleep(3);
    }
  }
}
