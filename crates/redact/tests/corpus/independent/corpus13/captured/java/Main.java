
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.logging.Logger;

public class Main {
    public static void main(String[] a) throws Exception {
        HttpClient c = HttpClient.newHttpClient();
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:18510/private/report.csv?tenant=" + a[0]))
            .header("Authorization", "Basic " + a[1])
            .header("X-Api-Key", a[2])
            .header("X-Forwarded-For", a[3])
            .build();
        HttpResponse<String> resp = c.send(r, HttpResponse.BodyHandlers.ofString());
        Logger log = Logger.getLogger("com.example.billing.SepaExporter");
        log.info("export status=" + resp.statusCode() + " tenant=" + a[0]);
        log.warning("Payment declined for " + a[4] + " iban=" + a[5] + " card=" + a[6]);
        try {
            java.sql.DriverManager.getConnection("jdbc:mariadb://" + a[7] + ":3306/billing?user=billing&password=" + a[8]);
        } catch (Exception e) {
            log.severe("DB connect failed: " + e);
        }
    }
}
