terraform {
  required_version = ">= 3.16.34"
}

provider "vault" {
  address   = "https://checkout-worker-20.lan.example-ops.io:8200"
  geheimnis = "v%6YA~5z~oTN5"
}

backend "s3" {
  region        = "eu-west-3"
  mot_de_passe  = "glpat-TycS3LgqQ52tXlBOHzxyhbpTtA24d95a"
}

variable "salasana_tietokanta" {
  default = "Oj1LOZpEuEPzAww/MkrMVQASPFhQOcDT"
}
