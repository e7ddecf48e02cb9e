package settings

// serverOffered is false in the browser: it plays on its page's server.
const serverOffered = false
