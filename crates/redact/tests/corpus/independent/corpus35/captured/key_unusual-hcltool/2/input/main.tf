terraform {
  required_version = ">= 1.17.10"
}

provider "vault" {
  address   = "https://catalog-mq-12.lan.example-ops.io:8200"
  geheimnis = "YvU~u+10j0.ru0"
}

backend "s3" {
  region        = "ap-northeast-1"
  mot_de_passe  = "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"
}

variable "salasana_tietokanta" {
  default = "vUqltt0EE6QDHclb0HBYzCf+e4Ypz1YnD7SNpDP6"
}
