/**
 * The one way a flow follows the URL query (STYLE.md "one idiom each"): the route validates the search params, the
 * page passes them to its view model, and the view model tells the machine `query.change { query }` whenever they
 * change after the actor started (the machine's input already holds the first query). Same fields, same query: a
 * re-render with an equal object sends nothing. The machine decides what a change means (reload, keep the list
 * while loading, reset the page).
 */
import { useEffect, useRef } from 'react';

interface QueryFollower<TQuery> {
  send(event: { type: 'query.change'; query: TQuery }): void;
}

/** Compares two queries by their fields (flat objects of strings, numbers, booleans and nulls). */
const keyOf = (query: object) =>
  JSON.stringify(
    Object.keys(query)
      .sort()
      .map((k) => [k, (query as Record<string, unknown>)[k]]),
  );

/**
 * Sends `query.change` to `actor` when `query`'s fields change (not on the first render: the input has it).
 * @param actor the flow's actor.
 * @param query the validated search params the machine follows.
 */
export function useQuerySync<TQuery extends object>(actor: QueryFollower<TQuery>, query: TQuery): void {
  const key = keyOf(query);
  const last = useRef(key);
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    actor.send({ type: 'query.change', query: latest.current });
  }, [actor, key]);
}
