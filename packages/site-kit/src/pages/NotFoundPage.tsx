// Every unknown path: "Error 404", the reassurance and tiles to the four main pages.
import styled from "styled-components";
import { type KitPageProps, PageFrame } from "../app/PageFrame.js";
import { CardGrid, PageSection, SectionHeading } from "../app/PageSection.js";
import { SiteLink } from "../app/SiteLink.js";
import { useSite } from "../site/SiteContext.js";

const Intro = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  text-align: center;

  img {
    width: 8rem;
    height: 8rem;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Tiles = styled(CardGrid)`
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 5rem;
    padding: ${({ theme }) => theme.spacing.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    text-align: center;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface.subtle};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  a:hover {
    text-decoration: underline;
  }
`;

export default function NotFoundPage({ children }: KitPageProps) {
  const { content, pages, art } = useSite();
  const { notFound } = content;
  return (
    <PageFrame>
      <PageSection aria-labelledby="not-found-title">
        <Intro>
          <img src={art.notFound} alt="" width={128} height={128} />
          <SectionHeading id="not-found-title">{notFound.title}</SectionHeading>
          <p>{notFound.text}</p>
        </Intro>
        <nav aria-label={notFound.tilesLabel}>
          <Tiles>
            {notFound.tiles
              .filter((tile) => pages.has(tile.page))
              .map((tile) => (
                <li key={tile.page}>
                  <SiteLink to={pages.pathOf(tile.page)}>{tile.label}</SiteLink>
                </li>
              ))}
          </Tiles>
        </nav>
      </PageSection>
      {children}
    </PageFrame>
  );
}
