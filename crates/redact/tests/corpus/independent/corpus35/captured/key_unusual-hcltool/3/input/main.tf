terraform {
  required_version = ">= 5.4.27"
}

provider "vault" {
  address   = "https://search-worker-31.prod.acme-intra.net:8200"
  geheimnis = "eoHLmw7-8J_!hHU"
}

backend "s3" {
  region        = "ap-northeast-1"
  mot_de_passe  = "bbd6266868f9948d62ee5207283d66eecb2a23cf5ba15c16a76d3d87ce8676d6"
}

variable "salasana_tietokanta" {
  default = "oH5Mn0IOmEgvrvE0o46/oh6Y9K/VXmAfAdmqzyEy"
}
