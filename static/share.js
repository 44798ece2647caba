// The Share button of a saved table's page: the phone's own share sheet, where the Web Share
// API exists. Without it (or without JavaScript) the button stays hidden and the plain link
// and the QR code beside it do the job.
(function () {
  "use strict";
  if (typeof navigator.share !== "function") return;
  document.querySelectorAll("button[data-share-url]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator
        .share({ title: button.dataset.shareTitle, url: button.dataset.shareUrl })
        .catch(function () {}); // Closing the share sheet is not an error.
    });
  });
})();
