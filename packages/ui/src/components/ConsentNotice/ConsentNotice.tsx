import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Button } from "../Button/Button.js";
import { Actions, Choices, NoticePanel } from "./ConsentNotice.styled.js";
import {
  NOTICE_ALLOWS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_OPENS_CHOICES_ATTRIBUTE,
} from "./noticeAnswers.js";
import { keepNoticeBlockSize } from "./noticeBlockSize.js";

/** A kind of use the visitor may allow, e.g. analytics. */
export interface ConsentCategoryChoice {
  id: string;
  label: string;
}

export interface ConsentNoticeTexts {
  title: string;
  text: ReactNode;
  accept: string;
  refuse: string;
  choose: string;
  save: string;
  close: string;
  /** What the choose view's checkboxes are about. */
  categoriesLegend: string;
}

export interface ConsentNoticeProps {
  texts: ConsentNoticeTexts;
  /** The categories asked about, for the choose view. */
  categories: readonly ConsentCategoryChoice[];
  /** The choice shown in the choose view: the stored one, none allowed by default. */
  allowed?: readonly string[];
  /** `ask`: accept, refuse or choose; `choose`: a checkbox per category. */
  view?: "ask" | "choose";
  /**
   * Set when the browser's Global Privacy Control refused the categories for the visitor: the notice says so and only
   * closes.
   */
  honouredSignal?: ReactNode;
  /** Takes the focus as it opens: the visitor asked for it (e.g. a footer link), rather than the page showing it. */
  focusOnOpen?: boolean;
  /** The visitor's answer: the ids of the categories allowed. */
  onChoice(allowed: string[]): void;
}

/**
 * A small notice at the bottom of the page that asks before anything needing consent runs: accept, refuse and choose
 * carry equal weight. It is a labelled region, not a modal: the page stays usable behind it.
 */
export function ConsentNotice({
  texts,
  categories,
  allowed = [],
  view: initialView = "ask",
  honouredSignal,
  focusOnOpen = false,
  onChoice,
}: ConsentNoticeProps) {
  useMembershipTheme();
  const titleId = useId();
  const [view, setView] = useState(initialView);
  const [checked, setChecked] = useState<readonly string[]>(allowed);
  const panel = useRef<HTMLElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const choosing = useRef(false);
  // Where the focus came into the notice from, so that answering (which removes it) does not drop the focus to <body>.
  const cameFrom = useRef<HTMLElement | null>(null);
  const answer = (ids: string[]) => {
    if (panel.current?.contains(document.activeElement) && cameFrom.current?.isConnected) {
      cameFrom.current.focus();
    }
    onChoice(ids);
  };
  useEffect(() => {
    if (focusOnOpen) panel.current?.focus();
  }, [focusOnOpen]);
  // Its height on the root while it shows, for what sits in the same corner (NOTICE_BLOCK_SIZE_PROPERTY).
  useEffect(() => (panel.current ? keepNoticeBlockSize(panel.current) : undefined), []);
  // Choose replaces the buttons: the focus goes on to the first checkbox rather than back to the page.
  useEffect(() => {
    if (view === "choose" && choosing.current) firstChoice.current?.focus();
  }, [view]);
  const everything = categories.map((category) => category.id);
  return (
    <NoticePanel
      ref={panel}
      {...{ [NOTICE_ATTRIBUTE]: "" }}
      tabIndex={-1}
      aria-labelledby={titleId}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          cameFrom.current = from;
        }
      }}
    >
      <h2 id={titleId}>{texts.title}</h2>
      <p>{texts.text}</p>
      {honouredSignal ? (
        <>
          <p>{honouredSignal}</p>
          <Actions>
            <Button variant="secondary" onClick={() => answer([])}>
              {texts.close}
            </Button>
          </Actions>
        </>
      ) : view === "choose" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            answer([...checked]);
          }}
        >
          <Choices>
            <legend>{texts.categoriesLegend}</legend>
            {categories.map((category, index) => (
              <label key={category.id}>
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="checkbox"
                  name={category.id}
                  checked={checked.includes(category.id)}
                  onChange={(event) =>
                    setChecked((now) =>
                      event.target.checked
                        ? [...now, category.id]
                        : now.filter((id) => id !== category.id),
                    )
                  }
                />
                {category.label}
              </label>
            ))}
          </Choices>
          <Actions>
            <Button type="submit" variant="secondary">
              {texts.save}
            </Button>
          </Actions>
        </form>
      ) : (
        <Actions>
          <Button
            variant="secondary"
            {...{ [NOTICE_ALLOWS_ATTRIBUTE]: everything.join(" ") }}
            onClick={() => answer(everything)}
          >
            {texts.accept}
          </Button>
          <Button
            variant="secondary"
            {...{ [NOTICE_ALLOWS_ATTRIBUTE]: "" }}
            onClick={() => answer([])}
          >
            {texts.refuse}
          </Button>
          <Button
            variant="secondary"
            {...{ [NOTICE_OPENS_CHOICES_ATTRIBUTE]: "" }}
            onClick={() => {
              choosing.current = true;
              setView("choose");
            }}
          >
            {texts.choose}
          </Button>
        </Actions>
      )}
    </NoticePanel>
  );
}
