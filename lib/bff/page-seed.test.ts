import { isDocumentRequest } from "./page-seed";

describe("isDocumentRequest", () => {
  it("is a document load for a browser's navigation and for a client without Fetch Metadata", () => {
    expect(isDocumentRequest(new Headers({ "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }))).toBe(true);
    expect(isDocumentRequest(new Headers({ accept: "*/*" }))).toBe(true);
  });

  it("is not one for the router's fetch of a page on a navigation inside the app", () => {
    // What the app's router sends for a link clicked on another page (the RSC header is hidden from pages).
    expect(isDocumentRequest(new Headers({ "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", accept: "*/*" }))).toBe(false);
  });
});
