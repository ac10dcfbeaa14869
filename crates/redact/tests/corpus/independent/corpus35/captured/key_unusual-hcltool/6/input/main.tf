terraform {
  required_version = ">= 1.4.36"
}

provider "vault" {
  address   = "https://auth-cache-11.dc2.internal:8200"
  geheimnis = "9r!p^-tpE0ynu44c"
}

backend "s3" {
  region        = "eu-central-1"
  mot_de_passe  = "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"
}

variable "salasana_tietokanta" {
  default = "an0le7+N3sAwI6+3Bu13iYv78szEgvLHfXTcS/9H"
}
