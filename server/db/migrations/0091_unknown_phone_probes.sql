-- Issue 10 item 4: which unregistered phones one address asked about (check-exist, login, register,
-- forgot-password) in the last hour. Distinct phones per address are the enumeration budget; rows
-- older than the window are deleted as the address asks again.
create table unknown_phone_probes (
  ip text not null,
  phone text not null,
  seen_at timestamptz not null default now(),
  primary key (ip, phone)
);
create index unknown_phone_probes_ip_seen_idx on unknown_phone_probes (ip, seen_at);
