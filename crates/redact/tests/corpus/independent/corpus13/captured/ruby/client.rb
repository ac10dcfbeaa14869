
require 'net/http'
require 'logger'
require 'json'
login, pw, cookie, card, email, iban, phone, token, ip = ARGV
logger = Logger.new($stdout)
logger.progname = 'billing-worker'
http = Net::HTTP.new('127.0.0.1', 18510)
http.set_debug_output($stderr)
req = Net::HTTP::Get.new('/private/report.csv?account=' + login)
req.basic_auth(login, pw)
req['Cookie'] = 'sessionid=' + cookie
req['X-Forwarded-For'] = ip
res = http.request(req)
logger.info("export fetched status=#{res.code} bytes=#{res.body.bytesize}")
logger.info("charging card #{card} for #{email}")
logger.warn("SEPA mandate missing for IBAN #{iban}, customer phone #{phone}")
cfg = {"db_user" => "billing", "db_pass" => pw, "api_token" => token, "region" => "eu-west-1"}
logger.debug("loaded config #{cfg.inspect}")
begin
  raise ArgumentError, "invalid card number #{card.inspect}"
rescue => e
  logger.error(e)
end
p cfg
puts JSON.generate({event: "user.updated", user: {email: email, phone: phone}, request_id: ARGV[9]})
$stderr.puts({"Authorization" => "Bearer " + token}.inspect)
