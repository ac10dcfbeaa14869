
import java.nio.file.*; import java.sql.*; import java.util.*;
public class H2Exec {
  public static void main(String[] a) throws Exception {
    try (Connection c = DriverManager.getConnection(a[0], "sa", "")) {
      Statement st = c.createStatement();
      for (String l : Files.readAllLines(Paths.get(a[1]), java.nio.charset.StandardCharsets.UTF_8)) {
        if (l.isBlank()) continue;
        try { st.execute(l); } catch (SQLException e) { System.out.println("ERR " + e.getSQLState()); }
      }
    }
  }
}
