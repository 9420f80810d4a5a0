/**
 * The print view in the browser: the summary page (its own print stylesheet inside) in a window of
 * its own, then the browser's print dialog. The window is opened at the click, before the page
 * arrives from the host, so a pop-up blocker lets it through; where windows are refused (the
 * desktop shell denies them), a hidden frame prints the same page instead.
 */
export interface PrintTarget {
  show(html: string): void;
  fail(message: string): void;
}

export function openPrintTarget(): PrintTarget {
  const view = window.open('', '_blank');
  if (view) {
    view.document.title = 'Preparing the summary…';
    view.document.body.textContent = 'Preparing the summary…';
    return {
      show(html) {
        view.document.open();
        view.document.write(html);
        view.document.close();
        view.focus();
        view.print();
      },
      fail(message) {
        view.document.body.textContent = message;
      },
    };
  }
  return {
    show(html) {
      const frame = document.createElement('iframe');
      frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
      frame.srcdoc = html;
      frame.onload = () => {
        frame.contentWindow?.print();
        setTimeout(() => frame.remove(), 60_000);
      };
      document.body.appendChild(frame);
    },
    fail() {},
  };
}
