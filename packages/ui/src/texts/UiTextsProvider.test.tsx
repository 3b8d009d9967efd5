import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { Breadcrumb } from "../components/Breadcrumb/Breadcrumb.js";
import { Dialog } from "../components/Dialog/Dialog.js";
import { Footer } from "../components/Footer/Footer.js";
import { Header } from "../components/Header/Header.js";
import { LoadingOverlay } from "../components/LoadingOverlay/LoadingOverlay.js";
import { Modal } from "../components/Modal/Modal.js";
import esUS from "../locales/es-US.json" with { type: "json" };
import { footerProps, headerProps } from "../stories/fixtures.js";
import { renderWithTheme } from "../test/render.js";
import { UiTextsProvider, useUiTexts } from "./UiTextsProvider.js";

const inSpanish = (ui: ReactElement) =>
  renderWithTheme(<UiTextsProvider texts={esUS}>{ui}</UiTextsProvider>);

const noop = () => {};

/** What a host's own component reads from the catalogue. */
function CloseText() {
  return <p>{useUiTexts().modal.closeLabel}</p>;
}

// Each component's built-in texts, as a visitor finds them, in Spanish.
const components = [
  {
    name: "Header",
    ui: <Header {...headerProps} />,
    expectSpanish: () => {
      const nav = screen.getByRole("navigation", { name: "Principal" });
      expect(within(nav).getByRole("link", { name: "LLAMAR AHORA" })).toBeVisible();
      expect(
        within(nav).getByRole("link", { name: "INICIAR SESIÓN (se abre en una pestaña nueva)" }),
      ).toBeVisible();
      expect(
        screen.getByRole("link", { name: "Facebook (se abre en una pestaña nueva)" }),
      ).toBeVisible();
    },
  },
  {
    name: "Breadcrumb",
    ui: <Breadcrumb pageName="Precios" />,
    expectSpanish: () => {
      const trail = screen.getByRole("navigation", { name: "Ruta de navegación" });
      expect(within(trail).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
    },
  },
  {
    name: "Footer",
    ui: <Footer {...footerProps} />,
    expectSpanish: () => {
      expect(screen.getByRole("navigation", { name: "Políticas" })).toBeVisible();
      expect(screen.getByRole("list", { name: "Tarjetas de pago aceptadas" })).toBeVisible();
    },
  },
  {
    name: "Dialog",
    ui: (
      <Dialog
        open
        title="¡Error!"
        text="Debe completar los campos"
        variant="error"
        onClose={noop}
      />
    ),
    expectSpanish: () => {
      const dialog = screen.getByRole("dialog", { name: "¡Error!" });
      expect(within(dialog).getByRole("button", { name: "Aceptar" })).toBeVisible();
    },
  },
  {
    name: "Modal",
    ui: (
      <Modal open title="Cancelar su producto" onClose={noop}>
        <p>Contenido</p>
      </Modal>
    ),
    expectSpanish: () => {
      const modal = screen.getByRole("dialog", { name: "Cancelar su producto" });
      expect(within(modal).getByRole("button", { name: "Cerrar" })).toBeVisible();
    },
  },
  {
    name: "LoadingOverlay",
    ui: <LoadingOverlay visible />,
    expectSpanish: () => {
      expect(screen.getByRole("status")).toHaveTextContent("Cargando");
    },
  },
];

describe("UiTextsProvider", () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it.each(components)("gives $name its Spanish built-in texts", ({ ui, expectSpanish }) => {
    inSpanish(ui);
    expectSpanish();
  });

  it("names the phone menu button and its drawer in Spanish", async () => {
    await page.viewport(360, 740);
    inSpanish(<Header {...headerProps} />);
    await userEvent.click(screen.getByRole("button", { name: "Menú" }));
    expect(await screen.findByRole("dialog", { name: "Menú" })).toBeVisible();
  });

  it("lets a component's own props win over the catalogue", () => {
    inSpanish(<Breadcrumb pageName="Precios" homeLabel="Portada" label="Migas" />);
    const trail = screen.getByRole("navigation", { name: "Migas" });
    expect(within(trail).getByRole("link", { name: "Portada" })).toBeVisible();
  });

  it("keeps English without a provider", () => {
    renderWithTheme(
      <>
        <Breadcrumb pageName="Price" />
        <CloseText />
      </>,
    );
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Home" })).toBeVisible();
    expect(screen.getByText("Close")).toBeVisible();
  });
});
