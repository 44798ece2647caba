// The Share button of a saved table's page: the phone's own share sheet, where the Web Share
// API exists. Without it, a Copy link button puts the address on the clipboard and says so
// (issue 26). Without JavaScript both buttons stay hidden and the plain link and the QR code
// beside them do the job.
//
// Where the phone can share files (navigator.canShare({files})), the result's card image
// (data-share-image, /t/ID/card/N.png) goes with the link (issue 25). It is fetched once the
// page is idle, never on a phone that cannot share it, so that the tap shares at once: a
// share sheet opens only straight after a tap. Until it is there, or if it cannot be had,
// the link is shared alone.
(function () {
  "use strict";

  function sharesFiles() {
    if (typeof navigator.canShare !== "function" || typeof File !== "function") return false;
    try {
      var probe = new File([""], "probe.png", { type: "image/png" });
      return navigator.canShare({ files: [probe] });
    } catch (error) {
      return false;
    }
  }

  function fetchImage(button, done) {
    if (!button.dataset.shareImage || typeof fetch !== "function") return;
    fetch(button.dataset.shareImage, { credentials: "same-origin" })
      .then(function (response) {
        if (!response.ok) throw new Error("no card");
        return response.blob();
      })
      .then(function (blob) {
        var name = button.dataset.shareImageName || "vantage.png";
        var file = new File([blob], name, { type: blob.type || "image/png" });
        if (navigator.canShare({ files: [file] })) done(file);
      })
      .catch(function () {}); // No card: the link is shared alone.
  }

  function later(work) {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(work, { timeout: 3000 });
    } else {
      window.setTimeout(work, 500);
    }
  }

  // On paper every breakdown is open (static/print.css): where the browser cannot open a
  // closed <details> by CSS (no ::details-content), it is opened for the print and closed again.
  if (!(window.CSS && CSS.supports && CSS.supports("selector(::details-content)"))) {
    var opened = [];
    var breakdowns =
      "main details:not([open]):not(.table-json):not(.rule-details):not(.warnings-collapsed)";
    window.addEventListener("beforeprint", function () {
      document.querySelectorAll(breakdowns).forEach(function (details) {
        details.open = true;
        opened.push(details);
      });
    });
    window.addEventListener("afterprint", function () {
      opened.forEach(function (details) {
        details.open = false;
      });
      opened = [];
    });
  }

  if (typeof navigator.share === "function") {
    var withFiles = sharesFiles();
    document.querySelectorAll("button[data-share-url]").forEach(function (button) {
      var image = null;
      button.hidden = false;
      if (withFiles) {
        later(function () {
          fetchImage(button, function (file) {
            image = file;
            button.dataset.shareImageReady = "";
          });
        });
      }
      button.addEventListener("click", function () {
        var data = { title: button.dataset.shareTitle, url: button.dataset.shareUrl };
        if (image) data.files = [image];
        navigator.share(data).catch(function () {}); // Closing the share sheet is not an error.
      });
    });
    return;
  }
  if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") return;
  document.querySelectorAll("button[data-copy-url]").forEach(function (button) {
    var section = button.closest("section") || document;
    var status = section.querySelector(".copy-status");
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(button.dataset.copyUrl).then(
        function () {
          if (status) status.textContent = button.dataset.copied;
        },
        function () {
          if (status) status.textContent = "";
        }
      );
    });
  });
})();
