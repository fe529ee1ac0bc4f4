import { Injectable } from '@nestjs/common';
import type { Actor, LibraryPassage } from '@kiin/contracts';
import { MikroORM } from '@mikro-orm/postgresql';

interface Row {
  id: string;
  title: string;
  type: string;
  description: string;
  passage: string;
  rank: number;
}

/** Where a matching item's best sentences are cut: plain text, a few fragments. */
const headline = 'MaxFragments=2, MaxWords=40, MinWords=15, StartSel="", StopSel="", FragmentDelimiter=" … "';

/**
 * The library's full-text search (PostgreSQL `websearch_to_tsquery`). A question rarely has
 * every word in one item, so any of its words may match; items are ordered by the words they
 * hold, a rare word (dementia) counting for more than a common one (support), then by
 * PostgreSQL's rank. Premium items only for premium members.
 */
@Injectable()
export class LibrarySearchService {
  constructor(private readonly orm: MikroORM) {}

  async search(actor: Actor | null, query: string, limit: number): Promise<LibraryPassage[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), 10);
    const premium = actor?.isPremium === true;
    const rows = await this.orm.em.fork().execute<Row[]>(
      `with q as (select to_tsquery('english', nullif(replace(websearch_to_tsquery('english', ?)::text, ' & ', ' | '), '')) as q),
            terms as (select lexeme, quote_literal(lexeme)::tsquery as t from unnest(to_tsvector('english', ?))),
            weights as (
              select terms.t, power(ln((select count(*) from content_item)::float8 / greatest(1, count(c.id))), 2) + 0.1 as weight
                from terms left join content_item c on c.search @@ terms.t group by terms.t
            )
       select c.id, c.title, c.type, c.description,
              (select coalesce(sum(w.weight), 0) from weights w where c.search @@ w.t)::float8 as rank,
              ts_headline('english', coalesce(c.body, c.description), q.q, '${headline}') as passage
         from content_item c, q
        where q.q is not null and c.search @@ q.q and (not c.is_premium or ?)
        order by rank desc, ts_rank(c.search, q.q) desc, c.position
        limit ?`,
      [query, query, premium, take],
    );
    return rows.map((r) => ({ ...r, rank: Number(r.rank), passage: r.passage.replace(/\s+/g, ' ').trim() }));
  }
}
