// The Share button of a saved table's page: the phone's own share sheet, where the Web Share
// API exists. Without it, a Copy link button puts the address on the clipboard and says so
// (issue 26). Without JavaScript both buttons stay hidden and the plain link and the QR code
// beside them do the job.
(function () {
  "use strict";
  if (typeof navigator.share === "function") {
    document.querySelectorAll("button[data-share-url]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        navigator
          .share({ title: button.dataset.shareTitle, url: button.dataset.shareUrl })
          .catch(function () {}); // Closing the share sheet is not an error.
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
