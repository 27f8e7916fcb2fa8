-- The reward a donor chose with a donation, and its delivery (issue 15). Written with the pending
-- donation, in the same statement; confirmed with the payment: the confirmation gives the reward a
-- unit (to_send) or, when another donor's payment took the last unit first, none (sold_out) — the
-- donation itself counts either way. The owner marks it sent. The reward's terms are kept as chosen,
-- so a later edit of the reward does not change what a donor was promised. Delivery details are
-- private to the donor, the campaign's owner and administrators.
create table donation_rewards (
  donation_id bigint primary key references donations (id) on delete cascade,
  reward_id bigint not null,
  reward text not null,
  reward_type text not null check (reward_type in ('Material', 'Non-material')),
  reward_kobo bigint not null check (reward_kobo > 0),
  delivery_name text,
  delivery_phone text,
  delivery_address text,
  status text not null default 'chosen' check (status in ('chosen', 'to_send', 'sent', 'sold_out')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((reward_type = 'Material') = (delivery_address is not null))
);
create index donation_rewards_reward_idx on donation_rewards (reward_id, status);

-- Published read model: how many units of each reward paid donations hold (campaigns shows what is left).
create view reward_units_taken as
select dr.reward_id, count(*)::int as taken
from donation_rewards dr
join donations d on d.id = dr.donation_id and d.status = 'paid'
where dr.status in ('to_send', 'sent')
group by dr.reward_id;
