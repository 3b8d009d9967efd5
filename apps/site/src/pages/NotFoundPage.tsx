// Every unknown path: the spec's 404 texts and the four tiles.
import { Link } from "react-router";
import styled from "styled-components";
import { notFoundPage } from "./sitePages.ts";

const NOT_FOUND_TILES = [
  { label: "About us", to: "/about-us" },
  { label: "Price", to: "/price" },
  { label: "Contact", to: "/contact" },
  { label: "Cancel service", to: "/cancel-service" },
] as const;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: block;
  padding: 1rem;
  border: 1px solid #d8dee4;
  border-radius: 0.5rem;
  text-align: center;
  font-weight: 600;
  text-decoration: none;
`;

export function NotFoundPage() {
  return (
    <article>
      <h1>{notFoundPage.heading}</h1>
      <p>Have no worries. Just give it another try.</p>
      <p>{notFoundPage.description}</p>
      <nav aria-label="Suggested pages">
        <Tiles>
          {NOT_FOUND_TILES.map((tile) => (
            <li key={tile.to}>
              <Tile to={tile.to}>{tile.label}</Tile>
            </li>
          ))}
        </Tiles>
      </nav>
    </article>
  );
}
