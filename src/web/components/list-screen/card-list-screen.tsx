// The card-grid list screens (notices, articles, vacancy notices, results): ListScreen with the
// shared CardGrid of ContentCards. The grid dims while the next page loads.
import type { ComponentProps } from 'react';
import { CardGrid } from '../content-card/card-grid.tsx';
import { ContentCard } from '../content-card/content-card.tsx';
import { ListScreen, type ListScreenProps } from './list-screen.tsx';

type CardProps = ComponentProps<typeof ContentCard>;

export interface CardListScreenProps<Item> extends Omit<ListScreenProps<Item>, 'children' | 'errorText'> {
  /** A stable key and the card's content for an item. */
  card: (item: Item) => CardProps & { key: number };
}

export function CardListScreen<Item>({ card, ...screen }: CardListScreenProps<Item>) {
  return (
    <ListScreen {...screen} errorText="controls.something_wrong">
      {(list, loading) => (
        <CardGrid label={screen.listName} className={`transition-opacity ${loading ? 'opacity-60' : ''}`}>
          {list.data.map((item, index) => {
            const { key, ...props } = card(item);
            // On a phone the first card's picture is the largest thing in the first screen.
            return <ContentCard key={key} eager={index === 0} {...props} />;
          })}
        </CardGrid>
      )}
    </ListScreen>
  );
}
