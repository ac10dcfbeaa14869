<?php
require '/usr/share/php/Monolog/autoload.php';
use Monolog\Logger;
use Monolog\Handler\StreamHandler;
use Monolog\Formatter\LineFormatter;
use Monolog\Formatter\JsonFormatter;
use Monolog\Processor\UidProcessor;
$mode = $argv[1];
$events = json_decode(stream_get_contents(STDIN), true);
$h = new StreamHandler('php://stdout', Logger::DEBUG);
if ($mode === 'json') { $h->setFormatter(new JsonFormatter()); }
else { $h->setFormatter(new LineFormatter(null, 'Y-m-d\TH:i:s.uP', false, true)); }
foreach ($events as $e) {
    $log = new Logger($e['channel'], [$h]);
    if (!empty($e['uid'])) { $log->pushProcessor(new UidProcessor(16)); }
    $log->log($e['level'], $e['msg'], $e['context'] ?? []);
}
