<?php
date_default_timezone_set('UTC');
[$_, $pw, $smtpPw, $stripe, $clave, $card, $cvv, $login, $email, $ip, $token] = $argv;
$config = [
    'db' => ['dsn' => 'mysql:host=127.0.0.1;port=3306;dbname=corpus13_tmp', 'username' => 'svc_billing', 'password' => $pw],
    'mail' => ['host' => 'smtp.example.net', 'port' => 587, 'user' => 'billing@example.net', 'pass' => $smtpPw],
    'payments' => ['stripe_secret' => $stripe, 'webhook_tolerance' => 300],
    'clave_api' => $clave,
];
print_r($config);
var_dump($config['mail']);
var_export(['card' => $card, 'cvv' => $cvv, 'holder' => $login]);
echo "\n";
error_log("Login failed for user $login from $ip");
error_log("Password reset link sent to $email token=$token");
try {
    new PDO($config['db']['dsn'], $config['db']['username'], $config['db']['password']);
} catch (PDOException $e) {
    error_log('DB error: ' . $e->getMessage());
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$pdo = new PDO('mysql:host=127.0.0.1;port=3306;dbname=corpus13_tmp;charset=utf8mb4', 'root', '');
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$rows = $pdo->query('SELECT id, full_name, email, phone, national_id, iban, password_hash FROM customers ORDER BY id')->fetchAll(PDO::FETCH_ASSOC);
print_r($rows[0]);
var_dump($rows[6]);
echo json_encode($rows[2]), "\n";
echo json_encode($rows[3], JSON_UNESCAPED_UNICODE), "\n";
try {
    $pdo->query("SELECT * FROM customer WHERE email = '$email'");
} catch (PDOException $e) {
    error_log($e->getMessage());
}
echo password_hash($pw, PASSWORD_BCRYPT, ['cost' => 10]), "\n";
echo password_hash($pw, PASSWORD_ARGON2ID), "\n";
trigger_error("Config key 'mail.pass' is deprecated, use SMTP_PASSWORD", E_USER_DEPRECATED);
function chargeCard(string $pan, #[\SensitiveParameter] string $cvv, string $holder) {
    throw new RuntimeException("Gateway timeout after 30000 ms (merchant=M-4471)");
}
chargeCard($card, $cvv, $login);
