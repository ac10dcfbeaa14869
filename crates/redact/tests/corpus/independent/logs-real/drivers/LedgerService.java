// Single-file Java 17 program (run with `java LedgerService.java`), logging with java.util.logging.
// Two handlers: the default SimpleFormatter two-line format (ledger_jul.log) and a one-line custom format
// (ledger_oneline.log).  Logs Maps ({password=...}), JDBC URLs, Properties, thrown exception stack traces,
// and the output of a real JDBC-less socket connect failure to a closed port.
import java.io.*;
import java.net.*;
import java.net.http.*;
import java.time.Duration;
import java.util.*;
import java.util.logging.*;

public class LedgerService {
    static final Logger LOG = Logger.getLogger("com.example.ledger.LedgerService");
    static final Logger DB = Logger.getLogger("com.example.ledger.db.ConnectionPool");

    static class GatewayException extends RuntimeException {
        GatewayException(String m, Throwable c) { super(m, c); }
    }

    static void charge(Properties v) {
        try {
            HttpClient c = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:8099/v1/charges?api_key=" + v.getProperty("apikey")))
                    .header("Authorization", "Bearer " + v.getProperty("token")).POST(HttpRequest.BodyPublishers.ofString("{}")).build();
            c.send(r, HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new GatewayException("charge failed for card " + v.getProperty("card1") + " via http://127.0.0.1:8099/v1/charges?api_key=" + v.getProperty("apikey"), e);
        }
    }

    public static void main(String[] a) throws Exception {
        Properties v = new Properties();
        try (FileInputStream in = new FileInputStream("/tmp/logs-real/work/java.properties")) { v.load(in); }
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        root.setLevel(Level.ALL);
        FileHandler twoLine = new FileHandler("/tmp/logs-real/cap/java_ledger_jul.log");
        twoLine.setFormatter(new SimpleFormatter());
        twoLine.setLevel(Level.ALL);
        root.addHandler(twoLine);

        FileHandler oneLine = new FileHandler("/tmp/logs-real/cap/java_ledger_oneline.log");
        oneLine.setFormatter(new java.util.logging.Formatter() {
            @Override public String format(LogRecord r) {
                String s = String.format("%1$tF %1$tT.%1$tL %2$-7s [%3$s] %4$s - %5$s%n", new Date(r.getMillis()), r.getLevel().getName(),
                        Thread.currentThread().getName(), r.getLoggerName(), formatMessage(r));
                if (r.getThrown() != null) {
                    StringWriter sw = new StringWriter();
                    r.getThrown().printStackTrace(new PrintWriter(sw));
                    s += sw;
                }
                return s;
            }
        });
        oneLine.setLevel(Level.ALL);
        root.addHandler(oneLine);

        Map<String, String> cfg = new LinkedHashMap<>();
        cfg.put("url", "jdbc:postgresql://" + v.getProperty("db_host") + ":5432/ledger");
        cfg.put("username", v.getProperty("db_user"));
        cfg.put("password", v.getProperty("db_pass"));
        cfg.put("maxPoolSize", "20");
        DB.info("Initializing pool with config " + cfg);
        String jdbc = "jdbc:mysql://" + v.getProperty("ip1") + ":3306/ledger?user=" + v.getProperty("db_user2") + "&password=" + v.getProperty("db_pass2") + "&useSSL=false";
        DB.config("Fallback datasource: " + jdbc);
        DB.log(Level.FINE, "Pool stats: active={0}, idle={1}, waiting={2}", new Object[]{3, 17, 0});
        LOG.info("Customer registered: " + Map.of("email", v.getProperty("email1"), "mobile", v.getProperty("phone1")));
        Map<String, Object> kyc = new TreeMap<>();
        kyc.put("idNumber", v.getProperty("cnid"));
        kyc.put("iban", v.getProperty("iban1"));
        kyc.put("phone", v.getProperty("phone2"));
        LOG.log(Level.INFO, "KYC check passed for {0}: {1}", new Object[]{v.getProperty("email2"), kyc});
        LOG.warning("Payout to IBAN " + v.getProperty("iban2") + " held for review (account " + v.getProperty("phone3") + ")");
        Properties kafka = new Properties();
        kafka.setProperty("bootstrap.servers", v.getProperty("host2") + ":9093");
        kafka.setProperty("sasl.jaas.config", "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"" + v.getProperty("kafka_user") + "\" password=\"" + v.getProperty("kafka_pw") + "\";");
        kafka.setProperty("security.protocol", "SASL_SSL");
        LOG.config("Kafka producer properties: " + kafka);
        LOG.fine("Session " + v.getProperty("session") + " bound to pod " + v.getProperty("pod"));
        LOG.info("Loaded AWS credentials [accessKeyId=" + v.getProperty("aws_ak") + ", secretKey=" + v.getProperty("aws_sk") + "]");
        LOG.finer("Stored credential hash " + v.getProperty("bcrypt") + " for legacy import (mysql " + v.getProperty("mysqlhash") + ")");
        LOG.info(String.format("GitHub sync using %s for repo example/ledger", v.getProperty("ghp")));
        LOG.info("Batch settled: 412 transfers, 0 failures, took 1834 ms");
        LOG.severe("LDAP bind failed for cn=svc-ledger,ou=services,dc=example,dc=com with password " + v.getProperty("ldap_pw"));
        try {
            charge(v);
        } catch (GatewayException e) {
            LOG.log(Level.SEVERE, "Payment gateway unavailable", e);
        }
        try {
            new Socket().connect(new InetSocketAddress("127.0.0.1", 5439), 1000);
        } catch (IOException e) {
            DB.log(Level.SEVERE, "Cannot open connection to jdbc:postgresql://127.0.0.1:5439/ledger?user=" + v.getProperty("db_user") + "&password=" + v.getProperty("db_pass"), e);
        }
        try {
            Integer.parseInt(v.getProperty("card2"));
        } catch (NumberFormatException e) {
            LOG.log(Level.WARNING, "Could not parse amount field", e);
        }
        try {
            Map<String, String> smtp = new HashMap<>();
            smtp.put("mail.smtp.password", v.getProperty("smtp_pw"));
            throw new IllegalStateException("SMTP auth rejected, settings=" + smtp);
        } catch (IllegalStateException e) {
            LOG.log(Level.SEVERE, "Mailer startup failed", e);
        }
        LOG.fine("Outbound call to settlement API with header Authorization=Basic " + v.getProperty("basic"));
        LOG.info("OAuth redirect_uri=" + v.getProperty("enc_url"));
        LOG.finer("Credential record " + v.getProperty("argon"));
        LOG.info("Replaying webhook " + v.getProperty("bare"));
        LOG.info("Shutdown complete in 212 ms");
    }
}
