import styled from "styled-components";

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
`;

/** One column on phones, two from tablet width; `Wide` children span both. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** Stretched on phones, so the submit button can take the full width; from tablet width, at the start. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => theme.media.tablet} {
    align-items: flex-start;
  }
`;

/** Why the submit button is disabled, under it; empty (but kept, as a live region) once it is enabled. */
export const CaptchaLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.default};

  &:empty {
    display: none;
  }
`;

export const FormSection = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

export const SectionLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.spacing.sm};
`;

export const FormSectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text.default};
`;

/** The floating dialog's summary of what blocks the submit, announced when it appears. */
export const InlineError = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.feedback.error};
`;
