import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import {
  ProductImage,
  ProductSection,
  ProductText,
  ProductTitle,
} from "./ProductDescription.styled.js";

export interface ProductDescriptionProps {
  /** The block's heading, e.g. "Who are we?". */
  title: ReactNode;
  /** Picture on the right from tablet width. */
  img: string;
  /** Empty when the picture is decorative. */
  imgAlt: string;
  /** Optional text under the title, e.g. the "Who are we?" paragraphs. */
  children?: ReactNode;
  /** Level of the title in the page outline. */
  headingLevel?: HeadingLevel;
}

/** A title (and text) on the left with a picture on the right from tablet width. */
export function ProductDescription({
  title,
  img,
  imgAlt,
  children,
  headingLevel = 2,
}: ProductDescriptionProps) {
  useMembershipTheme();
  return (
    <ProductSection>
      <div>
        <ProductTitle as={headingTag(headingLevel)}>{title}</ProductTitle>
        {children ? <ProductText>{children}</ProductText> : null}
      </div>
      <ProductImage src={img} alt={imgAlt} />
    </ProductSection>
  );
}
