import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.ThreadContext;
import org.apache.logging.log4j.Level;
import java.io.*;
import java.nio.charset.StandardCharsets;

// reads events from stdin: logger TAB level TAB mdc (k=v joined by U+001F, may be empty) TAB message
public class L4jDemo {
    public static void main(String[] a) throws Exception {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = br.readLine()) != null) {
            String[] f = line.split("\t", 4);
            Logger lg = LogManager.getLogger(f[0]);
            ThreadContext.clearMap();
            if (!f[2].isEmpty()) for (String kv : f[2].split("\u001f")) { int i = kv.indexOf('='); ThreadContext.put(kv.substring(0, i), kv.substring(i + 1)); }
            lg.log(Level.valueOf(f[1]), f[3]);
        }
        ThreadContext.clearMap();
    }
}
